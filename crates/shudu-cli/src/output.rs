//! Output files that cannot destroy input: `-o FILE` and `dedupe --report FILE` are
//! refused when they name one of the command's inputs (the same file by device and
//! inode, whatever the path), before anything is read; and a regular file is written
//! through a temporary file beside it, renamed over it only when the command has run,
//! so a run that fails leaves the old file as it was.
//!
//! Read next: `main.rs`, which opens `-o`, and `commands/dedupe.rs`, which opens its
//! report.

use std::fs::{self, File};
use std::path::{Path, PathBuf};

use shudu::words::{CommandError, Output};

use crate::cli::error;

/// Refuses `output` (named by `option`) when it is the same file as one of `inputs`
/// (INPUT arguments: files, `-`, or puzzles typed as arguments, which are no files).
pub fn refuse_input(output: &Path, option: &str, inputs: &[&str]) -> anyhow::Result<()> {
    let Ok(out) = fs::metadata(output) else {
        return Ok(());
    };
    for input in inputs {
        if let Ok(meta) = fs::metadata(input) {
            if same_file(&out, &meta) {
                return Err(error(CommandError::OutputIsInput {
                    option,
                    output: &output.display().to_string(),
                    input,
                }));
            }
        }
    }
    Ok(())
}

#[cfg(unix)]
fn same_file(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_file(_: &fs::Metadata, _: &fs::Metadata) -> bool {
    false
}

/// A file being written: a temporary file beside its path until [`Pending::commit`]
/// renames it there. Dropped without a commit (an error, a panic), the temporary file
/// is removed and the file at the path is untouched.
pub struct Pending {
    /// The temporary file, or `None` when the path is written directly (a device such
    /// as `/dev/null` or a pipe, which cannot be replaced by a rename).
    temp: Option<PathBuf>,
    path: PathBuf,
}

/// Opens `path` for writing as described above.
pub fn create(path: &Path) -> anyhow::Result<(File, Pending)> {
    let direct = fs::metadata(path).is_ok_and(|m| !m.is_file());
    if direct {
        let file = File::create(path).map_err(|e| cannot_create(path, &e))?;
        let pending = Pending {
            temp: None,
            path: path.to_owned(),
        };
        return Ok((file, pending));
    }
    let name = path.file_name().ok_or_else(|| {
        error(CommandError::NotAFileName {
            file: &path.display().to_string(),
        })
    })?;
    let mut temp_name = std::ffi::OsString::from(".");
    temp_name.push(name);
    temp_name.push(format!(".{}.tmp", std::process::id()));
    let temp = path.with_file_name(temp_name);
    let file = File::create(&temp).map_err(|e| cannot_create(path, &e))?;
    let pending = Pending {
        temp: Some(temp),
        path: path.to_owned(),
    };
    Ok((file, pending))
}

/// Why `path` cannot be created.
fn cannot_create(path: &Path, e: &std::io::Error) -> anyhow::Error {
    error(CommandError::CannotCreate {
        file: &path.display().to_string(),
        error: e,
    })
}

impl Pending {
    /// Puts the written file in place (the caller has flushed and closed it).
    pub fn commit(mut self) -> anyhow::Result<()> {
        if let Some(temp) = self.temp.take() {
            fs::rename(&temp, &self.path).map_err(|e| {
                let _ = fs::remove_file(&temp);
                error(CommandError::CannotWrite {
                    to: Output::File(&self.path.display().to_string()),
                    error: &e,
                })
            })?;
        }
        Ok(())
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if let Some(temp) = self.temp.take() {
            let _ = fs::remove_file(temp);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn the_same_file_by_another_path_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("x.txt");
        fs::write(&file, "keep").unwrap();
        let other = dir.path().join(".").join("x.txt");
        let err = refuse_input(&other, "-o", &[file.to_str().unwrap()]).unwrap_err();
        assert!(err.to_string().contains("is also an input"), "{err}");
        let elsewhere = dir.path().join("y.txt");
        assert!(refuse_input(&elsewhere, "-o", &[file.to_str().unwrap(), "-"]).is_ok());
    }

    #[test]
    fn an_uncommitted_file_leaves_the_old_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("out.txt");
        fs::write(&path, "old").unwrap();
        {
            let (mut file, _pending) = create(&path).unwrap();
            file.write_all(b"new").unwrap();
        }
        assert_eq!(fs::read_to_string(&path).unwrap(), "old");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
        let (mut file, pending) = create(&path).unwrap();
        file.write_all(b"new").unwrap();
        drop(file);
        pending.commit().unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
