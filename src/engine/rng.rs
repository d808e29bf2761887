//! The seeded random number generator inside the game state. It serializes as its seed and
//! stream position, so a saved game continues with exactly the numbers it would have drawn.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A ChaCha8 generator that remembers its seed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineRng {
    seed: u64,
    rng: ChaCha8Rng,
}

impl EngineRng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> EngineRng {
        EngineRng {
            seed,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// The seed it started from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The generator itself.
    pub fn rng(&mut self) -> &mut ChaCha8Rng {
        &mut self.rng
    }

    /// A number in `0..n` (0 when `n` is 0), for choices made "at random".
    pub fn below(&mut self, n: usize) -> usize {
        use rand::Rng;
        if n == 0 {
            return 0;
        }
        let bound = u32::try_from(n).unwrap_or(u32::MAX);
        usize::try_from(self.rng.next_u32() % bound).unwrap_or(0)
    }
}

#[derive(Serialize, Deserialize)]
struct RngParts {
    seed: u64,
    /// The stream position in 32-bit words, as a decimal string (it is a u128).
    word_pos: String,
}

impl Serialize for EngineRng {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        RngParts {
            seed: self.seed,
            word_pos: self.rng.get_word_pos().to_string(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for EngineRng {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let parts = RngParts::deserialize(deserializer)?;
        let word_pos: u128 = parts.word_pos.parse().map_err(serde::de::Error::custom)?;
        let mut rng = ChaCha8Rng::seed_from_u64(parts.seed);
        rng.set_word_pos(word_pos);
        Ok(EngineRng {
            seed: parts.seed,
            rng,
        })
    }
}
