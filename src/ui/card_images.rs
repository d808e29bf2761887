//! The user's own card images: a folder of files named by card ID (`BP01-C01.png`,
//! `※BP01-CR01.webp`), read and decoded on a background thread, uploaded once as textures.
//! A missing or unreadable file leaves the drawn face in place with a note; nothing here
//! blocks a frame.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};

use crate::card::CardId;
use crate::limits::{MAX_IMAGE_ALLOC_BYTES, MAX_IMAGE_FILE_BYTES, MAX_IMAGE_SIDE};

/// The file extensions tried, in order.
pub const IMAGE_EXTENSIONS: [&str; 4] = ["png", "jpg", "jpeg", "webp"];

/// Images taller than this are scaled down before upload (enough for the large preview).
const MAX_IMAGE_HEIGHT: u32 = 720;

/// What is known of one card's image.
#[derive(Clone)]
pub enum CardImage {
    /// No folder is set.
    NoFolder,
    /// Being read on the background thread.
    Loading,
    /// Loaded and uploaded.
    Ready(egui::TextureHandle),
    /// The folder has no file for this card.
    Missing,
    /// The file could not be read or decoded; the sentence says which file and why.
    Broken(String),
}

struct LoadRequest {
    generation: u64,
    folder: PathBuf,
    card_id: CardId,
}

struct LoadResult {
    generation: u64,
    card_id: CardId,
    outcome: Result<Option<egui::ColorImage>, String>,
}

/// The texture cache and its loader thread.
pub struct CardImages {
    folder: Option<PathBuf>,
    generation: u64,
    states: HashMap<CardId, CardImage>,
    requests: Option<Sender<LoadRequest>>,
    results: Option<Receiver<LoadResult>>,
    pending: usize,
    repaint: Option<egui::Context>,
}

impl Default for CardImages {
    fn default() -> Self {
        CardImages::new()
    }
}

impl CardImages {
    /// An empty cache with no folder.
    pub fn new() -> CardImages {
        CardImages {
            folder: None,
            generation: 0,
            states: HashMap::new(),
            requests: None,
            results: None,
            pending: 0,
            repaint: None,
        }
    }

    /// The folder images are read from.
    pub fn folder(&self) -> Option<&Path> {
        self.folder.as_deref()
    }

    /// Points the cache at a folder (or none) and forgets every loaded image.
    pub fn set_folder(&mut self, folder: Option<PathBuf>) {
        self.folder = folder;
        self.generation += 1;
        self.states.clear();
        self.pending = 0;
    }

    /// How many images are being read.
    pub fn pending(&self) -> usize {
        self.pending
    }

    /// Takes finished loads off the thread and uploads them. Call once per frame.
    pub fn poll(&mut self, ctx: &egui::Context) {
        if self.repaint.is_none() {
            self.repaint = Some(ctx.clone());
        }
        let Some(results) = &self.results else {
            return;
        };
        while let Ok(result) = results.try_recv() {
            if result.generation != self.generation {
                continue;
            }
            self.pending = self.pending.saturating_sub(1);
            let state = match result.outcome {
                Ok(Some(image)) => CardImage::Ready(ctx.load_texture(
                    format!("card-image-{}", result.card_id),
                    image,
                    egui::TextureOptions::LINEAR,
                )),
                Ok(None) => CardImage::Missing,
                Err(message) => CardImage::Broken(message),
            };
            self.states.insert(result.card_id, state);
        }
    }

    /// The image of a card; asks the thread for it the first time.
    pub fn image(&mut self, card_id: &CardId) -> CardImage {
        let Some(folder) = self.folder.clone() else {
            return CardImage::NoFolder;
        };
        if let Some(state) = self.states.get(card_id) {
            return state.clone();
        }
        let request = LoadRequest {
            generation: self.generation,
            folder,
            card_id: card_id.clone(),
        };
        let sent = self
            .sender()
            .is_some_and(|sender| sender.send(request).is_ok());
        let state = if sent {
            self.pending += 1;
            CardImage::Loading
        } else {
            CardImage::Broken("the image loader stopped; restart ponydeck to load images".into())
        };
        self.states.insert(card_id.clone(), state.clone());
        state
    }

    fn sender(&mut self) -> Option<&Sender<LoadRequest>> {
        if self.requests.is_none() {
            let (request_tx, request_rx) = channel::<LoadRequest>();
            let (result_tx, result_rx) = channel::<LoadResult>();
            let repaint = self.repaint.clone();
            let spawned = std::thread::Builder::new()
                .name("card-images".into())
                .spawn(move || {
                    while let Ok(request) = request_rx.recv() {
                        let outcome = load_card_image(&request.folder, &request.card_id);
                        let result = LoadResult {
                            generation: request.generation,
                            card_id: request.card_id,
                            outcome,
                        };
                        if result_tx.send(result).is_err() {
                            break;
                        }
                        if let Some(ctx) = &repaint {
                            ctx.request_repaint();
                        }
                    }
                });
            if spawned.is_err() {
                return None;
            }
            self.requests = Some(request_tx);
            self.results = Some(result_rx);
        }
        self.requests.as_ref()
    }
}

/// Decodes an image within the limits: at most [`MAX_IMAGE_SIDE`] pixels a side and
/// [`MAX_IMAGE_ALLOC_BYTES`] of memory, checked from the header before any pixel is decoded, so
/// a small file declaring a huge image (a decompression bomb) is refused at once.
pub fn decode_limited(bytes: &[u8]) -> image::ImageResult<image::DynamicImage> {
    let mut reader = image::ImageReader::new(std::io::Cursor::new(bytes)).with_guessed_format()?;
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_IMAGE_SIDE);
    limits.max_image_height = Some(MAX_IMAGE_SIDE);
    limits.max_alloc = Some(MAX_IMAGE_ALLOC_BYTES);
    reader.limits(limits);
    reader.decode()
}

/// Finds and decodes the image of a card in `folder`: `Ok(None)` when there is no file.
pub fn load_card_image(
    folder: &Path,
    card_id: &CardId,
) -> Result<Option<egui::ColorImage>, String> {
    let Some(path) = IMAGE_EXTENSIONS
        .iter()
        .map(|ext| folder.join(format!("{card_id}.{ext}")))
        .find(|path| path.is_file())
    else {
        return Ok(None);
    };
    let size = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    if size > MAX_IMAGE_FILE_BYTES {
        return Err(format!(
            "{} is {} MB, larger than the {} MB ponydeck reads; save a smaller image",
            path.display(),
            size / 1_000_000,
            MAX_IMAGE_FILE_BYTES / 1_000_000
        ));
    }
    let bytes = std::fs::read(&path).map_err(|e| {
        format!(
            "{} could not be read ({e}); check its permissions",
            path.display()
        )
    })?;
    let decoded = decode_limited(&bytes).map_err(|e| {
        format!(
            "{} is not a readable image ({e}); replace it with a PNG, JPEG or WebP file of at most {MAX_IMAGE_SIDE} x {MAX_IMAGE_SIDE} pixels",
            path.display()
        )
    })?;
    let decoded = if decoded.height() > MAX_IMAGE_HEIGHT {
        decoded.resize(
            u32::MAX,
            MAX_IMAGE_HEIGHT,
            image::imageops::FilterType::Triangle,
        )
    } else {
        decoded
    };
    let rgba = decoded.to_rgba8();
    let size = [rgba.width() as usize, rgba.height() as usize];
    Ok(Some(egui::ColorImage::from_rgba_unmultiplied(
        size,
        rgba.as_raw(),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PNG header declaring `width` x `height` pixels, with no image data.
    fn png_header(width: u32, height: u32) -> Vec<u8> {
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = b"IHDR".to_vec();
        ihdr.extend(width.to_be_bytes());
        ihdr.extend(height.to_be_bytes());
        ihdr.extend([8, 6, 0, 0, 0]);
        png.extend(13u32.to_be_bytes());
        png.extend(&ihdr);
        png.extend(crc32(&ihdr).to_be_bytes());
        png
    }

    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = 0xffff_ffffu32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xedb8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    #[test]
    fn a_small_file_declaring_a_huge_image_is_refused_before_decoding() {
        let bomb = png_header(100_000, 100_000);
        let err = decode_limited(&bomb).unwrap_err();
        assert!(
            matches!(err, image::ImageError::Limits(_)),
            "refused by the limits, not by running out of data: {err}"
        );
    }

    #[test]
    fn an_ordinary_card_image_still_decodes() {
        let mut bytes = Vec::new();
        image::DynamicImage::new_rgba8(300, 420)
            .write_to(
                &mut std::io::Cursor::new(&mut bytes),
                image::ImageFormat::Png,
            )
            .unwrap();
        assert_eq!(decode_limited(&bytes).unwrap().height(), 420);
    }
}
