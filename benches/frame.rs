//! CPU time per frame of each screen with the whole shipped catalog loaded, headless (a raw
//! `egui::Context::run` plus tessellation, no GPU), and the time from start to the first frame.
//! Run with `cargo bench --bench frame`. Prints results; asserts nothing.

use std::path::Path;
use std::time::{Duration, Instant};

use ponydeck::catalog::Catalog;
use ponydeck::ui::app::AppCommand;
use ponydeck::ui::panels::catalog::{CatalogCommand, ViewMode};
use ponydeck::ui::panels::decks::DeckCommand;
use ponydeck::ui::{PonydeckApp, Screen, fonts};

const FRAMES: u32 = 300;

/// Frames run so far: egui's clock must only move forward.
static FRAME_CLOCK: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

fn input(frame: u32) -> egui::RawInput {
    let tick = FRAME_CLOCK.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1600.0, 1000.0),
        )),
        time: Some(f64::from(tick) / 60.0),
        ..Default::default()
    };
    // Move the pointer over the cards so hover and the preview are exercised.
    let x = 300.0 + (frame % 40) as f32 * 20.0;
    input
        .events
        .push(egui::Event::PointerMoved(egui::pos2(x, 400.0)));
    input
}

fn frame(ctx: &egui::Context, app: &mut PonydeckApp, n: u32) -> Duration {
    let start = Instant::now();
    let mut output = ctx.run_ui(input(n), |ui| app.ui(ui));
    // No GPU: the font-atlas uploads are dropped unapplied.
    output.textures_delta.clear();
    let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
    std::hint::black_box(primitives);
    start.elapsed()
}

fn measure(name: &str, ctx: &egui::Context, app: &mut PonydeckApp) {
    // Warm up: fonts, galley caches, layout memory.
    for n in 0..30 {
        frame(ctx, app, n);
    }
    let mut times: Vec<Duration> = (0..FRAMES).map(|n| frame(ctx, app, n)).collect();
    times.sort();
    let total: Duration = times.iter().sum();
    let mean = total / FRAMES;
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let p95 = times
        .get(times.len() * 95 / 100)
        .copied()
        .unwrap_or_default();
    println!(
        "{name:<28} mean {:>7.3} ms   median {:>7.3} ms   p95 {:>7.3} ms",
        mean.as_secs_f64() * 1e3,
        median.as_secs_f64() * 1e3,
        p95.as_secs_f64() * 1e3
    );
}

fn main() {
    let start = Instant::now();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("cards.db");
    let Ok(catalog) = Catalog::open(&path) else {
        eprintln!("cards.db not found at {}", path.display());
        return;
    };
    let index = catalog.into_index();
    let cards = index.len();
    let mut app = PonydeckApp::new(index);
    let ctx = egui::Context::default();
    fonts::install_fonts(&ctx);
    frame(&ctx, &mut app, 0);
    let first = start.elapsed();
    println!("catalog: {cards} printings");
    println!(
        "time to first frame (open catalog, build app, fonts, first frame): {:.1} ms",
        first.as_secs_f64() * 1e3
    );

    measure("Catalog (grid)", &ctx, &mut app);
    app.send(AppCommand::Catalog(CatalogCommand::SetView(ViewMode::List)));
    measure("Catalog (list)", &ctx, &mut app);
    // The deck editor with a full starter deck open (validation and charts cached).
    app.send(AppCommand::Deck(DeckCommand::CopyStarter(
        "SD01A".to_string(),
    )));
    app.send(AppCommand::Show(Screen::Decks));
    measure("Decks (starter open)", &ctx, &mut app);
    // The goldfish table with a game dealt from it.
    let name = app
        .decks()
        .open_deck()
        .map(|o| o.name.clone())
        .unwrap_or_default();
    app.send(AppCommand::GoldfishDeck(name));
    measure("Goldfish (game dealt)", &ctx, &mut app);
    app.send(AppCommand::Show(Screen::Collection));
    measure("Collection", &ctx, &mut app);
}
