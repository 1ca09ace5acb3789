//! Which instruction-set path the default kernel takes on this CPU: the one place that
//! decides it, from what the processor is, not only from what it says it can do.
//!
//! A CPU that reports BMI2 is not always fast at it: AMD processors before family 0x19
//! (Zen 3) run `pext`/`pdep` in microcode, hundreds of cycles each, and there the `pext`
//! copy of the search is the slowest of all. So [`KernelPath::for_cpu`] — a pure
//! function of vendor, family, model and flags, tested on a table of real processors —
//! gives `pext` only to CPUs known to run it in hardware (Intel since Haswell, AMD since
//! Zen 3), the BMI1/POPCNT/LZCNT copy without `pext` to every other CPU that has those,
//! and the portable copy to the rest. [`KernelSelection::current`] applies it to this
//! processor once per process, unless the environment variable `SHUDU_KERNEL_PATH`
//! (`portable`, `bmi1`, `bmi2` or `triad`) asks for another path, for measurement; a path
//! the CPU lacks the instructions for is refused, never run.
//!
//! `triad` is another kernel, not another copy of the bit-board search: the triad kernel
//! on AVX2 (`solve/triad.rs`). Measured on AMD Zen 3 it makes fewer guesses than the
//! bit-board search but costs more per node, and is slower on every set (BENCHMARKS.md),
//! so no CPU is given it by default; the variable selects it.
//!
//! Read next: `bitboard/isa.rs`, which compiles the search once per path and makes the
//! token that proves a path's instructions are present.

use std::fmt;
use std::sync::OnceLock;

/// The environment variable that overrides the path chosen for this CPU.
pub const PATH_VARIABLE: &str = "SHUDU_KERNEL_PATH";

/// A copy of the bit-board search compiled for a set of instructions, or the triad
/// kernel: what [`crate::Kernel::Bitboard`], the default, runs.
///
/// ```
/// use shudu::solve::KernelPath;
/// assert_eq!(KernelPath::from_name("bmi1"), Some(KernelPath::Bmi1));
/// assert_eq!(KernelPath::Bmi2.to_string(), "bmi2");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum KernelPath {
    /// The x86-64 baseline (or any other target): table lookups only.
    Portable,
    /// Compiled for BMI1, POPCNT and LZCNT; the same table lookups, faster bit counts.
    Bmi1,
    /// As `Bmi1`, plus BMI2: a band's row-by-box occupancy is one `pext`. Fast only where
    /// `pext` runs in hardware.
    Bmi2,
    /// The triad kernel (`solve/triad.rs`) on AVX2, BMI1, POPCNT and LZCNT: chosen for no
    /// CPU yet (see the module documentation), selectable by `SHUDU_KERNEL_PATH`.
    Triad,
}

impl KernelPath {
    /// Every path, slowest instruction set first.
    pub const ALL: [KernelPath; 4] = [
        KernelPath::Portable,
        KernelPath::Bmi1,
        KernelPath::Bmi2,
        KernelPath::Triad,
    ];

    /// The lowercase name, as `SHUDU_KERNEL_PATH` takes it.
    pub fn name(self) -> &'static str {
        match self {
            KernelPath::Portable => "portable",
            KernelPath::Bmi1 => "bmi1",
            KernelPath::Bmi2 => "bmi2",
            KernelPath::Triad => "triad",
        }
    }

    /// The path called `name`, if any.
    pub fn from_name(name: &str) -> Option<KernelPath> {
        KernelPath::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Whether a CPU with `features` has every instruction this path is compiled for.
    pub fn runs_on(self, features: Features) -> bool {
        let bmi1 = features.bmi1 && features.popcnt && features.lzcnt;
        match self {
            KernelPath::Portable => true,
            KernelPath::Bmi1 => bmi1,
            KernelPath::Bmi2 => bmi1 && features.bmi2,
            KernelPath::Triad => bmi1 && features.avx2,
        }
    }

    /// The fastest path for `cpu`: `pext` only where it is known to run in hardware.
    ///
    /// ```
    /// use shudu::solve::{Cpu, Features, KernelPath};
    /// let zen2 = Cpu::new("AuthenticAMD", 0x17, 0x31, Features::ALL);
    /// assert_eq!(KernelPath::for_cpu(&zen2), KernelPath::Bmi1);
    /// let zen3 = Cpu::new("AuthenticAMD", 0x19, 0x01, Features::ALL);
    /// assert_eq!(KernelPath::for_cpu(&zen3), KernelPath::Bmi2);
    /// ```
    pub fn for_cpu(cpu: &Cpu) -> KernelPath {
        let fast_pext = match cpu.vendor.as_str() {
            // Every Intel processor with BMI2 (Haswell and later) runs `pext` in 3 cycles.
            "GenuineIntel" => true,
            // AMD: microcoded before Zen 3 (family 0x19); Hygon's Dhyana is a Zen 1.
            "AuthenticAMD" => cpu.family >= 0x19,
            // Unknown timing: not worth the risk of microcode.
            _ => false,
        };
        if fast_pext && KernelPath::Bmi2.runs_on(cpu.features) {
            KernelPath::Bmi2
        } else if KernelPath::Bmi1.runs_on(cpu.features) {
            KernelPath::Bmi1
        } else {
            KernelPath::Portable
        }
    }
}

impl fmt::Display for KernelPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The instructions the kernel's paths may use, as the CPU reports them.
///
/// ```
/// use shudu::solve::{Features, KernelPath};
/// let no_bmi2 = Features { bmi2: false, ..Features::ALL };
/// assert!(KernelPath::Bmi1.runs_on(no_bmi2));
/// assert!(!KernelPath::Bmi2.runs_on(no_bmi2));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Features {
    /// BMI1 (`tzcnt`, `blsr`, ...).
    pub bmi1: bool,
    /// BMI2 (`pext`, `pdep`, ...).
    pub bmi2: bool,
    /// `popcnt`.
    pub popcnt: bool,
    /// `lzcnt`.
    pub lzcnt: bool,
    /// AVX2 (256-bit integer vectors).
    pub avx2: bool,
}

impl Features {
    /// Every feature present.
    pub const ALL: Features = Features {
        bmi1: true,
        bmi2: true,
        popcnt: true,
        lzcnt: true,
        avx2: true,
    };

    /// This CPU's features (none off x86-64).
    pub fn detect() -> Features {
        #[cfg(target_arch = "x86_64")]
        {
            Features {
                bmi1: is_x86_feature_detected!("bmi1"),
                bmi2: is_x86_feature_detected!("bmi2"),
                popcnt: is_x86_feature_detected!("popcnt"),
                lzcnt: is_x86_feature_detected!("lzcnt"),
                avx2: is_x86_feature_detected!("avx2"),
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        Features::default()
    }

    /// The names of the features present, e.g. `bmi1 bmi2 popcnt lzcnt`.
    pub fn names(self) -> Vec<&'static str> {
        [
            (self.bmi1, "bmi1"),
            (self.bmi2, "bmi2"),
            (self.popcnt, "popcnt"),
            (self.lzcnt, "lzcnt"),
            (self.avx2, "avx2"),
        ]
        .into_iter()
        .filter_map(|(on, name)| on.then_some(name))
        .collect()
    }
}

/// What the processor is: CPUID's vendor string, family and model (with the extended
/// fields folded in, as the vendors' manuals say), and the features the paths need.
///
/// ```
/// use shudu::solve::{Cpu, Features};
/// let cpu = Cpu::new("AuthenticAMD", 0x17, 0x31, Features::ALL);
/// assert_eq!(cpu.to_string(), "AuthenticAMD family 0x17 model 0x31");
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cpu {
    /// The 12-character vendor string (`GenuineIntel`, `AuthenticAMD`, ...), or
    /// `unknown` off x86-64.
    pub vendor: String,
    /// The family, extended family added (AMD Zen 3 is 0x19).
    pub family: u32,
    /// The model, extended model in its high nibble.
    pub model: u32,
    /// The instructions the kernel's paths may use.
    pub features: Features,
}

impl Cpu {
    /// A CPU described by hand (for tests and tables).
    pub fn new(vendor: &str, family: u32, model: u32, features: Features) -> Cpu {
        Cpu {
            vendor: vendor.to_owned(),
            family,
            model,
            features,
        }
    }

    /// This processor, as CPUID describes it.
    pub fn detect() -> Cpu {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::__cpuid;
            // CPUID exists on every x86-64 processor. (Safe to call in recent Rust,
            // an `unsafe fn` in older releases.)
            #[allow(unused_unsafe)]
            let (leaf0, leaf1) = unsafe { (__cpuid(0), __cpuid(1)) };
            let mut vendor = Vec::with_capacity(12);
            for word in [leaf0.ebx, leaf0.edx, leaf0.ecx] {
                vendor.extend_from_slice(&word.to_le_bytes());
            }
            let (family, model) = family_and_model(leaf1.eax);
            Cpu {
                vendor: String::from_utf8_lossy(&vendor).into_owned(),
                family,
                model,
                features: Features::detect(),
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        Cpu::new("unknown", 0, 0, Features::detect())
    }

    /// This processor's model name as its maker writes it (`AMD EPYC 7B13 64-Core
    /// Processor`), from CPUID's brand-string leaves; `None` where there are none (off
    /// x86-64, or a processor too old to have them). A report that says which machine ran
    /// it quotes this.
    ///
    /// ```text
    ///   leaf 0x8000_0000 EAX: the highest extended leaf (brand string needs 0x8000_0004)
    ///   leaves 0x8000_0002..=0x8000_0004: 16 bytes each in EAX EBX ECX EDX, little end
    ///   first, 48 bytes padded with NULs (and often spaces in front)
    /// ```
    pub fn brand() -> Option<String> {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::__cpuid;
            // As in `detect`: CPUID is always there on x86-64.
            #[allow(unused_unsafe)]
            let highest = unsafe { __cpuid(0x8000_0000) }.eax;
            if highest < 0x8000_0004 {
                return None;
            }
            let mut bytes = Vec::with_capacity(48);
            for leaf in 0x8000_0002..=0x8000_0004u32 {
                #[allow(unused_unsafe)]
                let r = unsafe { __cpuid(leaf) };
                for word in [r.eax, r.ebx, r.ecx, r.edx] {
                    bytes.extend_from_slice(&word.to_le_bytes());
                }
            }
            let text = String::from_utf8_lossy(&bytes);
            let name = text.trim_matches(|c: char| c == '\0' || c.is_whitespace());
            (!name.is_empty()).then(|| name.to_owned())
        }
        #[cfg(not(target_arch = "x86_64"))]
        None
    }
}

impl fmt::Display for Cpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} family {:#x} model {:#x}",
            self.vendor, self.family, self.model
        )
    }
}

/// Family and model from CPUID leaf 1's EAX:
///
/// ```text
///   bits 27..20 extended family   19..16 extended model   11..8 family   7..4 model
///   family = family + extended family      when family is 0xf
///   model  = extended model << 4 | model   when family is 0x6 or 0xf
/// ```
fn family_and_model(eax: u32) -> (u32, u32) {
    let base_family = eax >> 8 & 0xf;
    let family = if base_family == 0xf {
        base_family + (eax >> 20 & 0xff)
    } else {
        base_family
    };
    let mut model = eax >> 4 & 0xf;
    if base_family == 0x6 || base_family == 0xf {
        model |= (eax >> 16 & 0xf) << 4;
    }
    (family, model)
}

/// How the path in use was settled.
///
/// ```
/// use shudu::solve::{KernelSelection, KernelPath};
/// let selection = KernelSelection::current();
/// assert!(selection.path.runs_on(selection.cpu.features));
/// assert!(KernelPath::ALL.contains(&selection.chosen));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct KernelSelection {
    /// This processor.
    pub cpu: Cpu,
    /// The path [`KernelPath::for_cpu`] chooses for it.
    pub chosen: KernelPath,
    /// The path in use: `chosen`, or the one `SHUDU_KERNEL_PATH` asked for.
    pub path: KernelPath,
    /// What was wrong with `SHUDU_KERNEL_PATH`, when it was set but not followed.
    pub refused: Option<String>,
}

impl KernelSelection {
    /// The selection for this process: settled once, on first use.
    pub fn current() -> &'static KernelSelection {
        static CURRENT: OnceLock<KernelSelection> = OnceLock::new();
        CURRENT.get_or_init(|| {
            let asked = std::env::var(PATH_VARIABLE).ok();
            KernelSelection::settle(Cpu::detect(), asked.as_deref())
        })
    }

    /// The selection for `cpu` with `SHUDU_KERNEL_PATH` set to `asked` (if at all): an
    /// empty value or `auto` changes nothing; a path the CPU cannot run is refused.
    ///
    /// ```
    /// use shudu::solve::{Cpu, Features, KernelPath, KernelSelection};
    /// let zen2 = Cpu::new("AuthenticAMD", 0x17, 0x31, Features::ALL);
    /// assert_eq!(KernelSelection::settle(zen2.clone(), None).path, KernelPath::Bmi1);
    /// assert_eq!(KernelSelection::settle(zen2, Some("bmi2")).path, KernelPath::Bmi2);
    /// ```
    pub fn settle(cpu: Cpu, asked: Option<&str>) -> KernelSelection {
        let chosen = KernelPath::for_cpu(&cpu);
        let mut selection = KernelSelection {
            chosen,
            path: chosen,
            refused: None,
            cpu,
        };
        match asked.map(str::trim) {
            None | Some("" | "auto") => {}
            Some(name) => match KernelPath::from_name(name) {
                Some(path) if path.runs_on(selection.cpu.features) => selection.path = path,
                Some(path) => {
                    selection.refused = Some(format!(
                        "{PATH_VARIABLE}={name}: this CPU lacks the instructions of the {path} path"
                    ));
                }
                None => {
                    selection.refused = Some(format!(
                        "{PATH_VARIABLE}={name}: not a kernel path (portable, bmi1, bmi2, triad or auto)"
                    ));
                }
            },
        }
        selection
    }
}

impl fmt::Display for KernelSelection {
    /// `AuthenticAMD family 0x19 model 0x1, path bmi2 (chosen for this CPU)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}, path {}", self.cpu, self.path)?;
        if self.path == self.chosen {
            write!(f, " (chosen for this CPU)")?;
        } else {
            write!(
                f,
                " (set by {PATH_VARIABLE}; {} chosen for this CPU)",
                self.chosen
            )?;
        }
        if let Some(why) = &self.refused {
            write!(f, "; ignored {why}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONE: Features = Features {
        bmi1: false,
        bmi2: false,
        popcnt: false,
        lzcnt: false,
        avx2: false,
    };
    const NO_BMI: Features = Features {
        popcnt: true,
        ..NONE
    };
    const ALL: Features = Features::ALL;

    /// On Linux the kernel prints the same brand string as `model name`.
    #[test]
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    fn the_brand_is_the_model_name_linux_reports() {
        let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
        let Some(model) = info
            .lines()
            .find(|l| l.starts_with("model name"))
            .and_then(|l| l.split_once(':'))
            .map(|(_, m)| m.trim().to_owned())
        else {
            return;
        };
        assert_eq!(Cpu::brand().as_deref(), Some(model.as_str()));
    }

    #[test]
    fn paths_for_known_processors() {
        use KernelPath::*;
        let table = [
            // Intel: Haswell (first with BMI2), Skylake, Ice Lake server, Sapphire
            // Rapids; Ivy Bridge has POPCNT but neither BMI1 nor LZCNT.
            ("GenuineIntel", 0x6, 0x3c, ALL, Bmi2),
            ("GenuineIntel", 0x6, 0x55, ALL, Bmi2),
            ("GenuineIntel", 0x6, 0x6a, ALL, Bmi2),
            ("GenuineIntel", 0x6, 0x8f, ALL, Bmi2),
            ("GenuineIntel", 0x6, 0x3a, NO_BMI, Portable),
            // AMD: Excavator (BMI2, microcoded), Zen 1, Zen+, Zen 2 (microcoded),
            // Zen 3 (this machine: family 0x19 model 0x1), Zen 4, Zen 5.
            ("AuthenticAMD", 0x15, 0x60, ALL, Bmi1),
            ("AuthenticAMD", 0x17, 0x01, ALL, Bmi1),
            ("AuthenticAMD", 0x17, 0x08, ALL, Bmi1),
            ("AuthenticAMD", 0x17, 0x31, ALL, Bmi1),
            ("AuthenticAMD", 0x19, 0x01, ALL, Bmi2),
            ("AuthenticAMD", 0x19, 0x11, ALL, Bmi2),
            ("AuthenticAMD", 0x1a, 0x02, ALL, Bmi2),
            // AMD K10: POPCNT and LZCNT, no BMI1.
            (
                "AuthenticAMD",
                0x10,
                0x04,
                Features {
                    lzcnt: true,
                    ..NO_BMI
                },
                Portable,
            ),
            // Hygon Dhyana is a Zen 1; other vendors' `pext` timing is unknown.
            ("HygonGenuine", 0x18, 0x00, ALL, Bmi1),
            ("CentaurHauls", 0x7, 0x3b, ALL, Bmi1),
            // A virtual CPU that hides BMI2 but not the rest, and one that hides all.
            (
                "AuthenticAMD",
                0x19,
                0x01,
                Features { bmi2: false, ..ALL },
                Bmi1,
            ),
            ("GenuineIntel", 0x6, 0x55, NONE, Portable),
            ("unknown", 0, 0, NONE, Portable),
        ];
        for (vendor, family, model, features, path) in table {
            let cpu = Cpu::new(vendor, family, model, features);
            assert_eq!(KernelPath::for_cpu(&cpu), path, "{cpu} {features:?}");
            assert!(path.runs_on(features), "{cpu}");
        }
    }

    #[test]
    fn family_and_model_fold_the_extended_fields() {
        // EAX of CPUID leaf 1 on real processors.
        assert_eq!(family_and_model(0x00a0_0f11), (0x19, 0x01)); // AMD EPYC 7003 (Zen 3)
        assert_eq!(family_and_model(0x0083_0f10), (0x17, 0x31)); // AMD EPYC 7002 (Zen 2)
        assert_eq!(family_and_model(0x0003_06c3), (0x6, 0x3c)); // Intel Haswell
        assert_eq!(family_and_model(0x0005_0654), (0x6, 0x55)); // Intel Skylake-SP
        assert_eq!(family_and_model(0x0000_0f41), (0xf, 0x4)); // Intel Pentium 4
        // Extended model counts only for families 6 and 0xf.
        assert_eq!(family_and_model(0x0001_0571), (0x5, 0x7));
    }

    #[test]
    fn the_variable_overrides_within_what_the_cpu_runs() {
        let zen3 = Cpu::new("AuthenticAMD", 0x19, 0x01, ALL);
        for (asked, path, refused) in [
            (None, KernelPath::Bmi2, false),
            (Some(""), KernelPath::Bmi2, false),
            (Some("auto"), KernelPath::Bmi2, false),
            (Some("portable"), KernelPath::Portable, false),
            (Some(" bmi1 "), KernelPath::Bmi1, false),
            (Some("triad"), KernelPath::Triad, false),
            (Some("avx512"), KernelPath::Bmi2, true),
        ] {
            let selection = KernelSelection::settle(zen3.clone(), asked);
            assert_eq!(selection.chosen, KernelPath::Bmi2);
            assert_eq!(selection.path, path, "{asked:?}");
            assert_eq!(selection.refused.is_some(), refused, "{asked:?}");
        }
        // A path the CPU lacks is refused, never taken.
        let old = Cpu::new("GenuineIntel", 0x6, 0x3a, NO_BMI);
        let selection = KernelSelection::settle(old, Some("bmi2"));
        assert_eq!(selection.path, KernelPath::Portable);
        let why = selection.refused.clone().unwrap();
        assert!(
            why.contains("lacks the instructions of the bmi2 path"),
            "{why}"
        );
        assert!(selection.to_string().ends_with(&format!("ignored {why}")));
        // The triad kernel needs AVX2 besides BMI1.
        let no_avx2 = Cpu::new("AuthenticAMD", 0x15, 0x02, Features { avx2: false, ..ALL });
        let selection = KernelSelection::settle(no_avx2, Some("triad"));
        assert_eq!(selection.path, KernelPath::Bmi1);
        assert!(selection.refused.is_some());
    }

    #[test]
    fn the_selection_reads_well() {
        let zen3 = Cpu::new("AuthenticAMD", 0x19, 0x01, ALL);
        let chosen = KernelSelection::settle(zen3.clone(), None);
        assert_eq!(
            chosen.to_string(),
            "AuthenticAMD family 0x19 model 0x1, path bmi2 (chosen for this CPU)"
        );
        let forced = KernelSelection::settle(zen3, Some("portable"));
        assert_eq!(
            forced.to_string(),
            "AuthenticAMD family 0x19 model 0x1, path portable \
             (set by SHUDU_KERNEL_PATH; bmi2 chosen for this CPU)"
        );
    }

    #[test]
    fn this_processor_is_described() {
        let cpu = Cpu::detect();
        #[cfg(target_arch = "x86_64")]
        {
            assert_eq!(cpu.vendor.len(), 12, "{cpu}");
            assert!(cpu.family >= 0x6, "{cpu}");
        }
        let selection = KernelSelection::current();
        assert!(selection.path.runs_on(selection.cpu.features));
    }
}
