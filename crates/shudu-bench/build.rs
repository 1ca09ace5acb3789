//! Stamps the harness with the commit it is built from (`SHUDU_BENCH_BUILT_FROM`), so a
//! report names the code that ran even when the checkout has moved on since the build.

include!("../../scripts/build/commit_stamp.rs");

fn main() {
    stamp_commit("SHUDU_BENCH_BUILT_FROM");
}
