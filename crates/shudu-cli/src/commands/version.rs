//! `shudu version` (and `shudu --version --verbose`): the version, and with `--verbose`
//! the CPU as the library sees it and the solver path chosen for it, so that a timing
//! report can say what ran.

use std::io::Write;

use shudu::{KernelSelection, Solver};

use crate::batch::Summary;
use crate::cli::VersionArgs;

pub fn run(args: &VersionArgs, out: &mut dyn Write) -> anyhow::Result<Summary> {
    writeln!(out, "shudu {}", env!("CARGO_PKG_VERSION"))?;
    if args.verbose {
        let selection = KernelSelection::current();
        let features = selection.cpu.features.names();
        writeln!(
            out,
            "cpu:    {} (features: {})",
            selection.cpu,
            if features.is_empty() {
                "none the kernel uses".to_owned()
            } else {
                features.join(" ")
            }
        )?;
        writeln!(
            out,
            "kernel: {} on path {}",
            Solver::new().kernel().name(),
            selection.path
        )?;
        let how = if selection.path == selection.chosen {
            "chosen for this CPU".to_owned()
        } else {
            format!(
                "set by {}; {} chosen for this CPU",
                shudu::solve::PATH_VARIABLE,
                selection.chosen
            )
        };
        writeln!(out, "path:   {how}")?;
        if let Some(why) = &selection.refused {
            writeln!(out, "note:   ignored {why}")?;
        }
    }
    Ok(Summary::of(false))
}
