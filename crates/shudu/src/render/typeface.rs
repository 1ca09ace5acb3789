//! [`Typeface`]: a font file read from disk — TrueType, OpenType (CFF) or a collection of
//! either — for the text the two standard PDF fonts cannot set (Chinese, above all), and
//! [`Subset`], what a PDF embeds of it. This module owns everything about font files:
//! where the default ones are ([`DEFAULT_FONTS`]), which face of a collection suits a
//! language, a character's glyph and advance width, and cutting the font down to the
//! glyphs a document uses (with the `subsetter` crate) along with the widths and the
//! `ToUnicode` map that go with them. `pdf.rs` only writes those out as objects.
//!
//! The file is read once and kept whole in memory behind an [`Arc`], so a typeface is
//! cheap to clone into every page and text item that uses it; `ttf-parser` reads the
//! tables it needs on each call, which costs no more than finding them. Nothing is
//! shaped: each character is one glyph, as Chinese needs, and widths are whole
//! thousandths of the size, as the PDF's `W` array gives them, so the layout measures
//! exactly what a viewer draws. Read next: `drawing.rs` (which chooses between the
//! standard fonts and a typeface), `pdf.rs` (the objects).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::{self, Write};
use std::path::Path;
use std::sync::Arc;

use ttf_parser::{Face, GlyphId, Tag, name_id};

use crate::words::{Lang, say};

/// Where a CJK font is looked for when none is named, in order: Noto Sans CJK, then
/// WenQuanYi Micro Hei, at the paths Debian and Ubuntu (`fonts-noto-cjk`,
/// `fonts-wqy-microhei`), Fedora and Arch install them to.
///
/// ```
/// use shudu::render::DEFAULT_FONTS;
/// assert_eq!(DEFAULT_FONTS[0], "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc");
/// assert!(DEFAULT_FONTS.iter().any(|f| f.ends_with("wqy-microhei.ttc")));
/// ```
pub const DEFAULT_FONTS: &[&str] = &[
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
    "/usr/share/fonts/wqy-microhei/wqy-microhei.ttc",
];

/// What went wrong finding, reading or embedding a font.
///
/// ```
/// use shudu::render::{FontError, Typeface};
/// use shudu::words::Lang;
/// let err = Typeface::from_file("/no/such/font.ttf", Lang::ZhHans).unwrap_err();
/// assert!(matches!(err, FontError::Unreadable { .. }));
/// assert!(err.to_string().starts_with("cannot read the font file /no/such/font.ttf: "));
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub enum FontError {
    /// None of the [`DEFAULT_FONTS`] is installed.
    NotFound,
    /// The file cannot be read.
    Unreadable {
        /// The file.
        file: String,
        /// Why, as the system says it.
        why: String,
    },
    /// The file is no font this module can use: not TrueType or OpenType, or without
    /// outlines a PDF can embed.
    Malformed {
        /// The file.
        file: String,
        /// What is wrong with it.
        why: String,
    },
    /// A character to print that the font has no glyph for.
    Missing {
        /// The file and face, as [`Typeface::describe`] gives them.
        font: String,
        /// The character.
        ch: char,
    },
    /// The font could not be cut down to the glyphs used.
    Subset {
        /// The file and face, as [`Typeface::describe`] gives them.
        font: String,
        /// What the subsetter said.
        why: String,
    },
}

impl FontError {
    /// The error in `lang`'s words (the system's and the font reader's own reasons stay
    /// as they are).
    ///
    /// ```
    /// use shudu::render::FontError;
    /// use shudu::words::Lang;
    /// let err = FontError::Missing { font: "a.ttf".into(), ch: '数' };
    /// assert_eq!(err.words_in(Lang::ZhHans), "字体 a.ttf 没有 '数'（U+6570）的字形：请换一种有这个字的字体");
    /// ```
    pub fn words_in(&self, lang: Lang) -> String {
        match self {
            FontError::NotFound => say!(lang, "font-not-found", fonts = DEFAULT_FONTS.join(", ")),
            FontError::Unreadable { file, why } => {
                say!(
                    lang,
                    "font-unreadable",
                    file = file.as_str(),
                    why = why.as_str()
                )
            }
            FontError::Malformed { file, why } => {
                say!(
                    lang,
                    "font-malformed",
                    file = file.as_str(),
                    why = why.as_str()
                )
            }
            FontError::Missing { font, ch } => say!(
                lang,
                "font-missing",
                font = font.as_str(),
                ch = format!("{ch:?}"),
                code = format!("U+{:04X}", u32::from(*ch))
            ),
            FontError::Subset { font, why } => {
                say!(
                    lang,
                    "font-subset",
                    font = font.as_str(),
                    why = why.as_str()
                )
            }
        }
    }
}

impl fmt::Display for FontError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words_in(Lang::En))
    }
}

impl std::error::Error for FontError {}

/// One face of a font file, to set text in and embed in a PDF: see the module header.
/// Two typefaces are equal when they are the same face of the same file.
///
/// ```
/// use shudu::render::Typeface;
/// use shudu::words::Lang;
/// // Noto Sans CJK SC (or another installed CJK font) for Simplified Chinese.
/// let face = Typeface::find(Lang::ZhHans)?;
/// assert!(face.covers('数'));
/// assert_eq!(face.width("数独", 10.0), 20.0);
/// # Ok::<(), shudu::render::FontError>(())
/// ```
#[derive(Clone)]
pub struct Typeface(Arc<Inner>);

struct Inner {
    data: Vec<u8>,
    index: u32,
    source: String,
    family: String,
    postscript_name: String,
}

impl PartialEq for Typeface {
    fn eq(&self, other: &Typeface) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
            || (self.0.source == other.0.source
                && self.0.index == other.0.index
                && self.0.data == other.0.data)
    }
}

impl Eq for Typeface {}

impl fmt::Debug for Typeface {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Typeface")
            .field("source", &self.0.source)
            .field("index", &self.0.index)
            .field("family", &self.0.family)
            .finish()
    }
}

impl Typeface {
    /// The first of the [`DEFAULT_FONTS`] that is installed, its face for `lang` (see
    /// [`Typeface::from_bytes`]); [`FontError::NotFound`] when there is none.
    ///
    /// ```
    /// use shudu::render::{DEFAULT_FONTS, Typeface};
    /// use shudu::words::Lang;
    /// let face = Typeface::find(Lang::ZhHant)?;
    /// assert!(DEFAULT_FONTS.contains(&face.source()));
    /// assert!(face.describe().starts_with(face.source()));
    /// assert!(face.describe().ends_with(&format!("({})", face.family())));
    /// # Ok::<(), shudu::render::FontError>(())
    /// ```
    pub fn find(lang: Lang) -> Result<Typeface, FontError> {
        match DEFAULT_FONTS.iter().find(|path| Path::new(path).is_file()) {
            Some(path) => Typeface::from_file(path, lang),
            None => Err(FontError::NotFound),
        }
    }

    /// The font file at `path`, its face for `lang` when it is a collection.
    ///
    /// ```
    /// use shudu::render::Typeface;
    /// use shudu::words::Lang;
    /// let err = Typeface::from_file("Cargo.toml", Lang::ZhHant).unwrap_err();
    /// assert!(err.to_string().starts_with("Cargo.toml is not a font"), "{err}");
    /// ```
    pub fn from_file(path: impl AsRef<Path>, lang: Lang) -> Result<Typeface, FontError> {
        let path = path.as_ref();
        let data = std::fs::read(path).map_err(|e| FontError::Unreadable {
            file: path.display().to_string(),
            why: e.to_string(),
        })?;
        Typeface::from_bytes(data, lang, path.display().to_string())
    }

    /// A font file's bytes (`source` names it in errors). In a collection (`.ttc`) the
    /// face for `lang` is chosen by its family name: `SC` (or `CN`) for Simplified
    /// Chinese, `TC` (or `TW`, then `HK`) for Traditional — Noto Sans CJK's faces — a
    /// proportional face before a monospaced one, else the first face.
    ///
    /// ```
    /// use shudu::render::Typeface;
    /// use shudu::words::Lang;
    /// let err = Typeface::from_bytes(b"not a font".to_vec(), Lang::En, "x.ttf").unwrap_err();
    /// assert_eq!(err.to_string(), "x.ttf is not a font that can be printed with: \
    ///     not a TrueType or OpenType font (unknown magic)");
    /// ```
    pub fn from_bytes(
        data: Vec<u8>,
        lang: Lang,
        source: impl Into<String>,
    ) -> Result<Typeface, FontError> {
        let source = source.into();
        let malformed = |why: String| FontError::Malformed {
            file: source.clone(),
            why,
        };
        let count = ttf_parser::fonts_in_collection(&data).unwrap_or(1);
        let mut best: Option<(i32, u32)> = None;
        let mut first_error = None;
        for index in 0..count {
            match Face::parse(&data, index) {
                Ok(face) => {
                    let score = suitability(&family_name(&face), lang);
                    if best.is_none_or(|(s, _)| score > s) {
                        best = Some((score, index));
                    }
                }
                Err(e) => {
                    first_error.get_or_insert_with(|| parse_error(e));
                }
            }
        }
        let Some((_, index)) = best else {
            return Err(malformed(first_error.unwrap_or_else(|| "no face".into())));
        };
        let (family, postscript_name) = {
            let face = Face::parse(&data, index).map_err(|e| malformed(parse_error(e)))?;
            let raw = face.raw_face();
            if raw.table(Tag::from_bytes(b"glyf")).is_none()
                && raw.table(Tag::from_bytes(b"CFF ")).is_none()
            {
                let why = if raw.table(Tag::from_bytes(b"CFF2")).is_some() {
                    "its outlines are CFF2 (a variable font), which cannot be embedded; \
                     choose a static TrueType or OpenType font"
                } else {
                    "it has no glyph outlines (no glyf or CFF table)"
                };
                return Err(malformed(why.into()));
            }
            if face.tables().cmap.is_none() || face.units_per_em() == 0 {
                return Err(malformed(
                    "it has no character map or no units per em".into(),
                ));
            }
            let family = family_name(&face);
            let postscript_name = postscript_name(&face, &family);
            (family, postscript_name)
        };
        Ok(Typeface(Arc::new(Inner {
            data,
            index,
            source,
            family,
            postscript_name,
        })))
    }

    /// The face's family name (English where the font has it): `Noto Sans CJK SC`.
    ///
    /// ```
    /// use shudu::render::Typeface;
    /// use shudu::words::Lang;
    /// let face = Typeface::find(Lang::ZhHans)?;
    /// if face.family().starts_with("Noto Sans CJK") {
    ///     assert_eq!(face.family(), "Noto Sans CJK SC");
    ///     assert_eq!(face.postscript_name(), "NotoSansCJKsc-Regular");
    /// }
    /// # Ok::<(), shudu::render::FontError>(())
    /// ```
    pub fn family(&self) -> &str {
        &self.0.family
    }

    /// The face's PostScript name, as a PDF names the font: `NotoSansCJKsc-Regular`.
    pub fn postscript_name(&self) -> &str {
        &self.0.postscript_name
    }

    /// The file the face was read from (or the name given to [`Typeface::from_bytes`]).
    pub fn source(&self) -> &str {
        &self.0.source
    }

    /// The file (or the name given to [`Typeface::from_bytes`]) and the family, for
    /// messages: `/usr/share/fonts/…/NotoSansCJK-Regular.ttc (Noto Sans CJK SC)`.
    pub fn describe(&self) -> String {
        format!("{} ({})", self.0.source, self.0.family)
    }

    fn face(&self) -> Option<Face<'_>> {
        // Parsed once when loaded, so this finds the same tables again.
        Face::parse(&self.0.data, self.0.index).ok()
    }

    /// Whether the face has a glyph for `ch`.
    pub fn covers(&self, ch: char) -> bool {
        self.face().and_then(|f| glyph(&f, ch)).is_some()
    }

    /// The first character of `text` the face has no glyph for, as an error naming the
    /// font and the character.
    ///
    /// ```
    /// use shudu::render::Typeface;
    /// use shudu::words::Lang;
    /// let face = Typeface::find(Lang::ZhHans)?;
    /// assert!(face.check("第 1 题").is_ok());
    /// # Ok::<(), shudu::render::FontError>(())
    /// ```
    pub fn check(&self, text: &str) -> Result<(), FontError> {
        match text.chars().find(|&c| !self.covers(c)) {
            Some(ch) => Err(FontError::Missing {
                font: self.describe(),
                ch,
            }),
            None => Ok(()),
        }
    }

    /// The width of `text` set at `size`, in the units of `size`: each character's
    /// advance in whole thousandths of the size (what the PDF's widths say), a missing
    /// character counting as nothing.
    ///
    /// ```
    /// use shudu::render::{Font, Typeface};
    /// use shudu::words::Lang;
    /// let face = Typeface::find(Lang::ZhHans)?;
    /// // Ideographs are a full em wide; the face's own digits are narrower.
    /// assert_eq!(face.width("第题", 12.0), 24.0);
    /// assert!(face.width("1", 12.0) < 12.0);
    /// assert!(face.width("第 1 题", 12.0) > Font::Bold.width("Puzzle", 2.0));
    /// # Ok::<(), shudu::render::FontError>(())
    /// ```
    pub fn width(&self, text: &str, size: f64) -> f64 {
        let Some(face) = self.face() else { return 0.0 };
        let thousandths: u32 = text
            .chars()
            .filter_map(|c| glyph(&face, c))
            .map(|(_, width)| u32::from(width))
            .sum();
        f64::from(thousandths) * size / 1000.0
    }

    /// The face cut down to the glyphs of `chars`, with what a PDF needs to use it: see
    /// [`Subset`].
    pub(crate) fn subset(&self, chars: &BTreeSet<char>) -> Result<Subset, FontError> {
        let failed = |why: String| FontError::Subset {
            font: self.describe(),
            why,
        };
        let face = self
            .face()
            .ok_or_else(|| failed("the font no longer parses".into()))?;
        let mut remapper = subsetter::GlyphRemapper::new();
        let mut cids = BTreeMap::new();
        // The CIDs are the subset's glyph ids: .notdef is 0, then the glyphs in the
        // order of their characters, so the same text gives the same bytes.
        let mut widths: Vec<u16> = Vec::new();
        let mut unicode: Vec<char> = Vec::new();
        for &ch in chars {
            let (id, width) = glyph(&face, ch).ok_or_else(|| FontError::Missing {
                font: self.describe(),
                ch,
            })?;
            let known = remapper.get(id.0).is_some();
            let cid = remapper.remap(id.0);
            if !known {
                widths.push(width);
                unicode.push(ch);
            }
            cids.insert(ch, cid);
        }
        let font = subsetter::subset(&self.0.data, self.0.index, &remapper)
            .map_err(|e| failed(e.to_string()))?;
        let program = match Face::parse(&font, 0)
            .ok()
            .and_then(|f| f.raw_face().table(Tag::from_bytes(b"CFF ")))
        {
            // A CFF font embeds its bare CFF table (FontFile3, CIDFontType0C: PDF 1.3).
            Some(cff) => Program::Cff(cff.to_vec()),
            None => Program::TrueType(font),
        };
        let units = f64::from(face.units_per_em());
        let scale = |v: i16| (f64::from(v) * 1000.0 / units).round() as i32;
        let bbox = face.global_bounding_box();
        Ok(Subset {
            base_font: format!(
                "{}+{}",
                subset_tag(&self.0.postscript_name, chars),
                self.0.postscript_name
            ),
            cids,
            widths,
            unicode,
            program,
            bbox: [
                scale(bbox.x_min),
                scale(bbox.y_min),
                scale(bbox.x_max),
                scale(bbox.y_max),
            ],
            ascent: scale(face.ascender()),
            descent: scale(face.descender()),
            cap_height: scale(face.capital_height().unwrap_or(face.ascender())),
            italic_angle: face.italic_angle().round() as i32,
        })
    }
}

/// A character's glyph and its advance in thousandths of the size.
fn glyph(face: &Face<'_>, ch: char) -> Option<(GlyphId, u16)> {
    let id = face.glyph_index(ch)?;
    let advance = u32::from(face.glyph_hor_advance(id).unwrap_or(0));
    let units = u32::from(face.units_per_em());
    let thousandths = (advance * 1000 + units / 2) / units;
    Some((id, u16::try_from(thousandths).unwrap_or(u16::MAX)))
}

fn parse_error(e: ttf_parser::FaceParsingError) -> String {
    format!("not a TrueType or OpenType font ({e})")
}

/// The face's family: the typographic family (name 16) before the legacy one (name 1),
/// in English before any other language.
fn family_name(face: &Face<'_>) -> String {
    let names: Vec<_> = face.names().into_iter().collect();
    for id in [name_id::TYPOGRAPHIC_FAMILY, name_id::FAMILY] {
        let mut candidates: Vec<_> = names
            .iter()
            .filter(|n| n.name_id == id)
            .filter_map(|n| Some((n.language_id != 0x0409, n.to_string()?)))
            .collect();
        candidates.sort_by_key(|(not_english, _)| *not_english);
        if let Some((_, name)) = candidates.into_iter().next() {
            return name;
        }
    }
    "unnamed font".to_owned()
}

/// The face's PostScript name (name 6), reduced to the characters a PDF name may hold
/// unescaped; from the family name where the font has none.
fn postscript_name(face: &Face<'_>, family: &str) -> String {
    let named = face
        .names()
        .into_iter()
        .filter(|n| n.name_id == name_id::POST_SCRIPT_NAME)
        .find_map(|n| n.to_string());
    let name: String = named
        .as_deref()
        .unwrap_or(family)
        .chars()
        .filter(|c| c.is_ascii_graphic() && !"()<>[]{}/%#".contains(*c))
        .collect();
    if name.is_empty() {
        "Embedded".to_owned()
    } else {
        name
    }
}

/// How well a face's family suits `lang`: its region mark (`SC`, `TC`, …) first, then a
/// proportional face before a monospaced one.
fn suitability(family: &str, lang: Lang) -> i32 {
    let words: Vec<&str> = family.split([' ', '-', '_']).collect();
    let has = |marks: &[&str]| words.iter().any(|w| marks.contains(w));
    let region = match lang {
        Lang::ZhHans if has(&["SC", "CN", "GB", "Hans"]) => 4,
        Lang::ZhHant if has(&["TC", "TW", "Hant"]) => 4,
        Lang::ZhHant if has(&["HK"]) => 2,
        _ => 0,
    };
    let mono = if has(&["Mono"]) { -1 } else { 0 };
    region + mono
}

/// The six capital letters a PDF puts before a subset font's name, here from a hash of
/// the font and the characters, so the same document gets the same tag every time.
fn subset_tag(postscript_name: &str, chars: &BTreeSet<char>) -> String {
    // FNV-1a: small, fixed, and the same on every machine.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let bytes = postscript_name
        .bytes()
        .chain(chars.iter().flat_map(|c| u32::from(*c).to_be_bytes()));
    for byte in bytes {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3);
    }
    (0..6)
        .map(|i| char::from(b'A' + ((hash >> (i * 5)) % 26) as u8))
        .collect()
}

/// The glyph program a PDF embeds: the bare CFF table of an OpenType font, or a whole
/// TrueType font.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Program {
    /// `FontFile3` with `/Subtype /CIDFontType0C`, under a `CIDFontType0` font.
    Cff(Vec<u8>),
    /// `FontFile2`, under a `CIDFontType2` font.
    TrueType(Vec<u8>),
}

/// A typeface cut down to the characters a document sets, and what its PDF objects say.
/// Text is written as two-byte CIDs (`Identity-H`); a CID is the glyph's id in the
/// subset, which `subsetter` keeps as the CID of a CFF font too.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Subset {
    /// `ABCDEF+PostScriptName`.
    pub base_font: String,
    /// Each character's CID.
    pub cids: BTreeMap<char, u16>,
    /// The width of CID 1, 2, … in thousandths of the size.
    pub widths: Vec<u16>,
    /// The character CID 1, 2, … stands for (the first, where two share a glyph).
    pub unicode: Vec<char>,
    /// The glyphs.
    pub program: Program,
    /// The font's bounding box, ascent, descent, cap height (in thousandths of the
    /// size) and italic angle, for the font descriptor.
    pub bbox: [i32; 4],
    pub ascent: i32,
    pub descent: i32,
    pub cap_height: i32,
    pub italic_angle: i32,
}

impl Subset {
    /// The `W` array: the widths of CIDs 1… in one run.
    pub fn widths_array(&self) -> String {
        let widths: Vec<String> = self.widths.iter().map(u16::to_string).collect();
        format!("[1 [{}]]", widths.join(" "))
    }

    /// The `ToUnicode` CMap: each CID's character, so text can be copied and searched.
    pub fn to_unicode(&self) -> String {
        let mut cmap = String::from(
            "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n\
             /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def\n\
             /CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n\
             1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n",
        );
        // A bfchar block holds at most 100 entries.
        let entries: Vec<(usize, &char)> = self.unicode.iter().enumerate().collect();
        for block in entries.chunks(100) {
            let _ = writeln!(cmap, "{} beginbfchar", block.len());
            for (i, ch) in block {
                let _ = write!(cmap, "<{:04X}> <", i + 1);
                for unit in ch.encode_utf16(&mut [0; 2]) {
                    let _ = write!(cmap, "{unit:04X}");
                }
                cmap.push_str(">\n");
            }
            cmap.push_str("endbfchar\n");
        }
        cmap.push_str("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n");
        cmap
    }

    /// `text` as a PDF hex string of two-byte CIDs; a character not in the subset is
    /// CID 0 (.notdef), which the writer never asks for.
    pub fn encode(&self, text: &str) -> String {
        let mut hex = String::from("<");
        for ch in text.chars() {
            let _ = write!(hex, "{:04X}", self.cids.get(&ch).copied().unwrap_or(0));
        }
        hex.push('>');
        hex
    }
}

/// The installed default font, for the tests that need one: a failure saying how to
/// install it rather than a silent skip.
#[cfg(test)]
pub(crate) fn test_face(lang: Lang) -> Typeface {
    Typeface::find(lang).unwrap_or_else(|e| {
        panic!("{e}\n(the printing tests need a CJK font: run scripts/print-tests, or apt-get install fonts-noto-cjk)")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_face_for_each_language_is_chosen_by_its_region() {
        assert_eq!(suitability("Noto Sans CJK SC", Lang::ZhHans), 4);
        assert_eq!(suitability("Noto Sans CJK SC", Lang::ZhHant), 0);
        assert_eq!(suitability("Noto Sans CJK TC", Lang::ZhHant), 4);
        assert_eq!(suitability("Noto Sans CJK HK", Lang::ZhHant), 2);
        assert_eq!(suitability("Noto Sans Mono CJK TC", Lang::ZhHant), 3);
        assert_eq!(suitability("WenQuanYi Micro Hei", Lang::ZhHans), 0);
        assert_eq!(suitability("WenQuanYi Micro Hei Mono", Lang::ZhHans), -1);
    }

    #[test]
    fn the_default_font_gives_each_chinese_its_own_face() {
        let hans = test_face(Lang::ZhHans);
        let hant = test_face(Lang::ZhHant);
        if hans.family().starts_with("Noto Sans CJK") {
            assert_eq!(hans.family(), "Noto Sans CJK SC");
            assert_eq!(hant.family(), "Noto Sans CJK TC");
            assert_eq!(hans.postscript_name(), "NotoSansCJKsc-Regular");
        }
        if hans.family().starts_with("Noto Sans CJK") {
            assert_ne!(hans, hant);
        }
        assert_eq!(hans, hans.clone());
        for face in [&hans, &hant] {
            assert!(face.covers('数') || face.covers('數'));
            // Ideographs are set on a square em.
            assert_eq!(face.width("题", 10.0), 10.0);
        }
    }

    #[test]
    fn no_font_found_says_what_to_install() {
        let text = FontError::NotFound.to_string();
        assert!(text.starts_with(
            "no CJK font found to print Chinese (looked for \
             /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc, "
        ));
        assert!(
            text.ends_with("install fonts-noto-cjk (or fonts-wqy-microhei), or name a font file")
        );
    }

    #[test]
    fn a_missing_character_is_named() {
        let face = test_face(Lang::ZhHans);
        let err = face.check("第 1 题 \u{E000}").unwrap_err();
        assert_eq!(
            err,
            FontError::Missing {
                font: face.describe(),
                ch: '\u{E000}'
            }
        );
        assert!(
            err.to_string()
                .ends_with("has no glyph for '\\u{e000}' (U+E000): choose a font that has it")
        );
    }

    #[test]
    fn a_subset_numbers_its_glyphs_in_character_order() {
        let face = test_face(Lang::ZhHans);
        let chars: BTreeSet<char> = "第1题 答案".chars().collect();
        let subset = face.subset(&chars).unwrap();
        // In code point order: 案 U+6848, 第 U+7B2C, 答 U+7B54, 题 U+9898.
        let order: Vec<char> = chars.iter().copied().collect();
        assert_eq!(order, [' ', '1', '案', '第', '答', '题']);
        for (i, ch) in order.iter().enumerate() {
            assert_eq!(subset.cids[ch], i as u16 + 1, "{ch}");
        }
        assert_eq!(subset.unicode, order);
        assert_eq!(subset.widths.len(), 6);
        assert!(
            subset.widths[2..].iter().all(|&w| w == 1000),
            "{:?}",
            subset.widths
        );
        assert_eq!(
            subset.widths_array(),
            format!(
                "[1 [{} {} 1000 1000 1000 1000]]",
                subset.widths[0], subset.widths[1]
            )
        );
        assert_eq!(subset.encode("第1题"), "<000400020006>");
        assert!(
            subset
                .base_font
                .ends_with(&format!("+{}", face.postscript_name()))
        );
        assert_eq!(subset.base_font.find('+'), Some(6));
        // The same characters give the same subset, byte for byte.
        assert_eq!(face.subset(&chars).unwrap(), subset);
    }

    #[test]
    fn a_truetype_font_is_embedded_whole_and_a_cff_one_as_its_cff_table() {
        let wqy = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";
        let face = Typeface::from_file(wqy, Lang::ZhHans).unwrap_or_else(|e| {
            panic!("{e}\n(run scripts/print-tests, or apt-get install fonts-wqy-microhei)")
        });
        assert_eq!(face.family(), "WenQuanYi Micro Hei");
        let chars: BTreeSet<char> = "数独".chars().collect();
        let cut = face.subset(&chars).unwrap();
        let Program::TrueType(font) = cut.program else {
            panic!("WenQuanYi Micro Hei has TrueType outlines");
        };
        let subset = Face::parse(&font, 0).unwrap();
        assert!(subset.raw_face().table(Tag::from_bytes(b"glyf")).is_some());
        // The characters keep CIDs 1 and 2, the glyph ids in the subset; the parts of
        // composite glyphs come after them.
        assert_eq!(cut.cids, BTreeMap::from([('数', 1), ('独', 2)]));
        assert!(subset.number_of_glyphs() >= 3);
        let whole = face.face().unwrap();
        for (ch, cid) in cut.cids {
            let original = whole.glyph_index(ch).unwrap();
            assert_eq!(
                subset.glyph_hor_advance(GlyphId(cid)),
                whole.glyph_hor_advance(original),
                "{ch}"
            );
        }

        let noto = test_face(Lang::ZhHans);
        if noto.family().starts_with("Noto Sans CJK") {
            let Program::Cff(cff) = noto.subset(&chars).unwrap().program else {
                panic!("Noto Sans CJK has CFF outlines");
            };
            // A CFF table (major version 1), not a whole OpenType file.
            assert_eq!(cff[0], 1);
        }
    }

    #[test]
    fn the_unicode_map_gives_each_cid_its_character() {
        let subset = Subset {
            base_font: "AAAAAA+X".into(),
            cids: BTreeMap::from([('数', 1), ('𠀀', 2)]),
            widths: vec![1000, 1000],
            unicode: vec!['数', '𠀀'],
            program: Program::TrueType(Vec::new()),
            bbox: [0; 4],
            ascent: 880,
            descent: -120,
            cap_height: 733,
            italic_angle: 0,
        };
        let cmap = subset.to_unicode();
        assert!(
            cmap.contains("2 beginbfchar\n<0001> <6570>\n<0002> <D840DC00>\nendbfchar\n"),
            "{cmap}"
        );
        assert!(cmap.starts_with("/CIDInit /ProcSet findresource begin\n"));
        assert!(cmap.ends_with("defineresource pop\nend\nend\n"));
    }

    #[test]
    fn a_subset_is_small() {
        let face = test_face(Lang::ZhHant);
        let chars: BTreeSet<char> = "第題答案容易一般困難專家極難地獄未評分 0123456789·ER.（）"
            .chars()
            .collect();
        let subset = face.subset(&chars).unwrap();
        let size = match &subset.program {
            Program::Cff(b) | Program::TrueType(b) => b.len(),
        };
        assert!(size < 60_000, "{size} bytes");
    }
}
