//! Shared by the bench targets: instance generators and peer adapters.
//!
//! Each bench target compiles this module on its own and uses only part of
//! it, so unused items are expected here rather than a sign of dead code.
#![allow(dead_code)]

pub mod clock;
pub mod colored;
pub mod instances;
pub mod peers;
pub mod yardstick;
