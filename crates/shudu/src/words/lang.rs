//! [`Lang`]: the languages shudu speaks, read from a tag (`zh-Hans`, `zh_TW.UTF-8`), the
//! environment (`LC_ALL`, `LC_MESSAGES`, `LANG`) or a browser's `Accept-Language`.

use std::fmt;
use std::str::FromStr;

/// A language of the catalogue.
///
/// ```
/// use shudu::words::Lang;
/// assert_eq!("zh-CN".parse::<Lang>(), Ok(Lang::ZhHans));
/// assert_eq!("zh_TW.UTF-8".parse::<Lang>(), Ok(Lang::ZhHant));
/// assert_eq!("en-GB".parse::<Lang>(), Ok(Lang::En));
/// assert_eq!(Lang::ZhHant.tag(), "zh-Hant");
/// assert!("fr".parse::<Lang>().is_err());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[non_exhaustive]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Chinese in simplified characters (mainland China, Singapore).
    ZhHans,
    /// Chinese in traditional characters (Taiwan, Hong Kong, Macau).
    ZhHant,
}

impl Lang {
    /// Every language, English (the catalogue's reference) first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhHans, Lang::ZhHant];

    /// The BCP 47 tag: `en`, `zh-Hans`, `zh-Hant`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHans => "zh-Hans",
            Lang::ZhHant => "zh-Hant",
        }
    }

    /// The language's own name for itself, for a language switch.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhHans => "简体中文",
            Lang::ZhHant => "繁體中文",
        }
    }

    /// The language the environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set and not empty, as POSIX orders them; English when that names a
    /// language shudu does not speak (or `C`/`POSIX`), or none is set.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .and_then(|value| value.parse().ok())
            .unwrap_or_default()
    }

    /// The best language of an HTTP `Accept-Language` value (`zh-TW,zh;q=0.9,en;q=0.8`):
    /// the one with the highest weight that shudu speaks, the earlier on a tie; `None`
    /// when it names none.
    ///
    /// ```
    /// use shudu::words::Lang;
    /// assert_eq!(Lang::from_accept_language("fr, zh-HK;q=0.8, en;q=0.5"), Some(Lang::ZhHant));
    /// assert_eq!(Lang::from_accept_language("de"), None);
    /// ```
    pub fn from_accept_language(value: &str) -> Option<Lang> {
        let mut best: Option<(f32, Lang)> = None;
        for part in value.split(',') {
            let mut pieces = part.split(';');
            let Ok(lang) = pieces.next().unwrap_or("").trim().parse::<Lang>() else {
                continue;
            };
            let weight = pieces
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            if weight > 0.0 && best.is_none_or(|(w, _)| weight > w) {
                best = Some((weight, lang));
            }
        }
        best.map(|(_, lang)| lang)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

/// A language tag shudu does not speak.
///
/// ```
/// use shudu::words::Lang;
/// let err = "ja".parse::<Lang>().unwrap_err();
/// assert_eq!(err.to_string(), "unknown language \"ja\" (expected en, zh-Hans or zh-Hant)");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown language {:?} (expected en, zh-Hans or zh-Hant)",
            self.0
        )
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;

    /// A BCP 47 tag or a POSIX locale: its language, then its script or region decide
    /// (`zh`, `zh-Hans`, `zh-CN`, `zh-SG` are simplified; `zh-Hant`, `zh-TW`, `zh-HK`,
    /// `zh-MO` traditional), case and `_`/`-` alike; a `.UTF-8` or `@…` tail is ignored.
    fn from_str(text: &str) -> Result<Lang, UnknownLang> {
        let unknown = || UnknownLang(text.to_owned());
        let bare = text.split(['.', '@']).next().unwrap_or("").trim();
        let lower = bare.to_ascii_lowercase().replace('_', "-");
        let mut parts = lower.split('-');
        match parts.next() {
            Some("en") => Ok(Lang::En),
            Some("zh") => {
                let rest: Vec<&str> = parts.collect();
                let traditional = rest
                    .iter()
                    .any(|p| matches!(*p, "hant" | "tw" | "hk" | "mo"));
                let simplified = rest.contains(&"hans");
                Ok(if traditional && !simplified {
                    Lang::ZhHant
                } else {
                    Lang::ZhHans
                })
            }
            _ => Err(unknown()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_and_locales_read_back() {
        for lang in Lang::ALL {
            assert_eq!(lang.tag().parse::<Lang>(), Ok(lang));
        }
        for (text, lang) in [
            ("zh_CN.UTF-8", Lang::ZhHans),
            ("zh-Hant-TW", Lang::ZhHant),
            ("ZH-hk", Lang::ZhHant),
            ("zh-Hans-HK", Lang::ZhHans),
            ("zh", Lang::ZhHans),
            ("en_US.UTF-8", Lang::En),
        ] {
            assert_eq!(text.parse::<Lang>(), Ok(lang), "{text}");
        }
        for text in ["", "C", "POSIX", "fr_FR.UTF-8", "english"] {
            assert!(text.parse::<Lang>().is_err(), "{text}");
        }
    }

    #[test]
    fn accept_language_takes_the_heaviest_known_tag() {
        assert_eq!(
            Lang::from_accept_language("en;q=0.4, zh-CN;q=0.9"),
            Some(Lang::ZhHans)
        );
        assert_eq!(Lang::from_accept_language("zh-TW, en"), Some(Lang::ZhHant));
        assert_eq!(
            Lang::from_accept_language("zh;q=0, en;q=0.1"),
            Some(Lang::En)
        );
        assert_eq!(Lang::from_accept_language(""), None);
    }
}
