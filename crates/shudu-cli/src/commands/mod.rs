//! One file per subcommand: each turns an input item into a [`crate::batch::Rendered`]
//! record and hands the stream to [`crate::batch::run`].

pub mod check;
pub mod count;
pub mod explain;
pub mod format;
pub mod generate;
pub mod hint;
pub mod rate;
#[cfg(feature = "scan")]
pub mod scan;
pub mod solve;
