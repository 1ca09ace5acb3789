//! One file per subcommand: each turns an input item into a [`crate::batch::Rendered`]
//! record and hands the stream to [`crate::batch::run`].

pub mod candidates;
pub mod canon;
pub mod check;
pub mod count;
pub mod daily;
pub mod dedupe;
pub mod equiv;
pub mod explain;
pub mod format;
pub mod generate;
pub mod generate_forms;
pub mod hint;
pub mod merge;
pub mod print;
pub mod rate;
#[cfg(feature = "scan")]
pub mod scan;
#[cfg(feature = "serve")]
pub mod serve;
pub mod setter;
pub mod solve;
pub mod techniques;
pub mod transform;
pub mod version;
