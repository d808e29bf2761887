//! The `ponydeck` binary: with no arguments it opens the window, otherwise it runs a subcommand.

use std::process::ExitCode;

use clap::Parser;
use ponydeck::cli::{Cli, run};

fn main() -> ExitCode {
    let cli = Cli::parse();
    if cli.command.is_none() {
        return open_window(&cli);
    }
    run(cli)
}

#[cfg(feature = "gui")]
fn open_window(cli: &Cli) -> ExitCode {
    match ponydeck::ui::run(cli.catalog.as_deref(), cli.data.as_deref()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            ponydeck::errln!("ponydeck: {message}");
            ExitCode::from(2)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_window(_cli: &Cli) -> ExitCode {
    ponydeck::errln!(
        "ponydeck: this build has no window (built without the `gui` feature); run `ponydeck --help` for the commands."
    );
    ExitCode::from(2)
}
