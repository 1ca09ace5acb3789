//! Stamps the command with the commit it is built from (`SHUDU_BUILT_FROM`), which the
//! header record of a run names (`run_file.rs`), so a result file says which code made it.

include!("../../scripts/build/commit_stamp.rs");

fn main() {
    stamp_commit("SHUDU_BUILT_FROM");
}
