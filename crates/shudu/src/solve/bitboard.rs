//! Placeholder until the bit-board kernel lands: forwards to the reference kernel.
pub(super) use super::reference::search;
