//! What the developer tools share when their input is wrong: a file that cannot be read,
//! or an option with a bad value, ends the tool with one line naming the file or the
//! option and exit code 2, as the harness's own options do, instead of a panic.
//!
//! Read next: `main.rs`, which lists the tools.

/// The text of `path`, or the end of the tool `tool` with a line saying why not.
pub fn read_text(tool: &str, path: &str) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| stop(tool, &format!("{path}: {e}")))
}

/// Ends the tool `tool` with `message` on standard error and exit code 2.
pub fn stop(tool: &str, message: &str) -> ! {
    eprintln!("shudu-bench {tool}: {message}");
    std::process::exit(2)
}
