//! The catalogue: the Fluent files of every language, compiled in, and one bundle per
//! language built from them on first use. [`message`] formats one message.
//!
//! ```text
//! locales/en/common.ftl       locales/zh-Hans/common.ftl   locales/zh-Hant/common.ftl
//! locales/en/techniques.ftl   …                            …
//! ```
//!
//! Each file holds one area's messages; every language has the same files and the same
//! message names, with the same placeholders (the tests below check both). A message
//! missing at run time is a bug: debug builds stop on it, release builds print its name.
//!
//! Read next: `locales/en/*.ftl`.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use super::Lang;

/// Declares [`RESOURCES`] from the files' names, each read in every language.
macro_rules! resources {
    ($($file:literal),* $(,)?) => {
        /// Every file of the catalogue: its name and its text in each language of
        /// [`Lang::ALL`], in that order.
        pub(crate) const RESOURCES: &[(&str, [&str; 3])] = &[
            $((
                $file,
                [
                    include_str!(concat!("../../locales/en/", $file, ".ftl")),
                    include_str!(concat!("../../locales/zh-Hans/", $file, ".ftl")),
                    include_str!(concat!("../../locales/zh-Hant/", $file, ".ftl")),
                ],
            ),)*
        ];
    };
}

resources!(
    "common",
    "techniques",
    "steps-basic",
    "steps-fish",
    "steps-links",
    "steps-uniqueness",
    "steps-exclusion",
    "steps-chains",
    "steps-variants",
    "hints",
    "paths",
    "errors",
    "batch",
    "rules",
    "page",
    "print",
    "errors-variant",
    "verdicts-variant",
    "technique-search",
    "scan",
    "daily",
    "errors-cli",
    "drill",
);

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language of [`Lang::ALL`], in that order, built once.
fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.iter().map(|&lang| bundle(lang)).collect())
}

fn index(lang: Lang) -> usize {
    Lang::ALL
        .iter()
        .position(|&l| l == lang)
        .expect("every language is in Lang::ALL")
}

/// The bundle of `lang`: every file's text in that language.
fn bundle(lang: Lang) -> Bundle {
    let id = lang
        .tag()
        .parse()
        .expect("every language's tag is a language identifier");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Placeholders are cells, digits and houses inside a sentence of the same direction:
    // no Unicode isolation marks around them.
    bundle.set_use_isolating(false);
    for (file, texts) in RESOURCES {
        let text = texts[index(lang)].to_owned();
        let resource = FluentResource::try_new(text).unwrap_or_else(|(resource, errors)| {
            debug_assert!(false, "{}/{file}.ftl: {errors:?}", lang.tag());
            resource
        });
        if let Err(errors) = bundle.add_resource(resource) {
            debug_assert!(false, "{}/{file}.ftl: {errors:?}", lang.tag());
        }
    }
    bundle
}

/// The message `id` in `lang` with `args` for its placeholders (see [`super::say`]).
pub(crate) fn message(lang: Lang, id: &str, args: &FluentArgs) -> String {
    format(lang, id, args)
}

/// The attribute `attribute` of the message `id` in `lang` (`.aliases` of a
/// technique), or nothing when the message has no such attribute.
pub(crate) fn attribute(lang: Lang, id: &str, attribute: &str) -> Option<String> {
    let bundle = &bundles()[index(lang)];
    let pattern = bundle.get_message(id)?.get_attribute(attribute)?.value();
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    Some(text.into_owned())
}

/// Whether the catalogue has a message `id` (every language has the same messages).
pub(crate) fn has(id: &str) -> bool {
    bundles()[index(Lang::En)].has_message(id)
}

/// Every message of the file `file` in `lang`, in the file's order, each with its
/// placeholders left unfilled as `{$name}`; `None` when the catalogue has no such file.
pub(crate) fn file_texts(file: &str, lang: Lang) -> Option<Vec<(&'static str, String)>> {
    let (_, texts) = RESOURCES.iter().find(|(name, _)| *name == file)?;
    // The English file names the messages; every language has the same (tested below).
    let ids = texts[index(Lang::En)].lines().filter_map(message_name);
    Some(ids.map(|id| (id, unfilled(lang, id))).collect())
}

/// The message a line of a Fluent file defines (`page-undo = Undo`): its name, when the
/// line starts one (not a comment, a continuation or an attribute, which are indented).
fn message_name(line: &'static str) -> Option<&'static str> {
    let (name, _) = line.split_once('=')?;
    let name = name.trim_end();
    let first = name.chars().next()?;
    let rest_ok = name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    (first.is_ascii_alphabetic() && rest_ok).then_some(name)
}

/// The message `id` in `lang` with no values: Fluent writes each placeholder as
/// `{$name}` (and reports it, which is the point here), and a choice on a value takes
/// its default variant.
fn unfilled(lang: Lang, id: &str) -> String {
    let bundle = &bundles()[index(lang)];
    let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) else {
        return id.to_owned();
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, None, &mut errors);
    match lang {
        Lang::En => text.into_owned(),
        Lang::ZhHans | Lang::ZhHant => spaced(&text),
    }
}

fn format(lang: Lang, id: &str, args: &FluentArgs) -> String {
    let bundle = &bundles()[index(lang)];
    let Some(pattern) = bundle.get_message(id).and_then(|message| message.value()) else {
        debug_assert!(false, "no message {id} in {}", lang.tag());
        return id.to_owned();
    };
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    debug_assert!(errors.is_empty(), "{id} in {}: {errors:?}", lang.tag());
    match lang {
        Lang::En => text.into_owned(),
        Lang::ZhHans | Lang::ZhHant => spaced(&text),
    }
}

/// Whether `c` is a Chinese character (CJK Unified Ideographs, Extension A, the
/// compatibility ideographs); punctuation is not.
pub(crate) fn is_chinese(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}')
}

/// `text` with one space between a Chinese character and a Latin letter or an Arabic
/// digit next to it, where there is none: `所以r6c2不能是6` → `所以 r6c2 不能是 6`, the
/// common style of Chinese text that mixes scripts. Done here, once, so that a
/// placeholder's value (a cell, a digit, a Latin technique name such as XY-Wing) is
/// spaced whatever words surround it; full-width punctuation takes no space.
fn spaced(text: &str) -> String {
    let chinese = is_chinese;
    let latin = |c: char| c.is_ascii_alphanumeric();
    let mut out = String::with_capacity(text.len() + 8);
    let mut before: Option<char> = None;
    for c in text.chars() {
        if let Some(b) = before {
            if (chinese(b) && latin(c)) || (latin(b) && chinese(c)) {
                out.push(' ');
            }
        }
        out.push(c);
        before = Some(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast;

    use super::*;

    /// A message's placeholders (`$cell`) and the messages it refers to, by message name
    /// (an attribute as `name.attribute`).
    type Shapes = BTreeMap<String, BTreeSet<String>>;

    fn placeables(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_refs(expression, into);
            }
        }
    }

    fn expression_refs(expression: &ast::Expression<&str>, into: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                inline_refs(selector, into);
                for variant in variants {
                    placeables(&variant.value, into);
                }
            }
            ast::Expression::Inline(inline) => inline_refs(inline, into),
        }
    }

    fn inline_refs(inline: &ast::InlineExpression<&str>, into: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                into.insert(format!("${}", id.name));
            }
            ast::InlineExpression::MessageReference { id, .. } => {
                into.insert(id.name.to_owned());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for argument in &arguments.positional {
                    inline_refs(argument, into);
                }
            }
            ast::InlineExpression::Placeable { expression } => expression_refs(expression, into),
            _ => {}
        }
    }

    /// Every message and attribute of `lang`'s files with what it refers to; a syntax
    /// error fails the test, naming the file.
    fn shapes(lang: Lang) -> Shapes {
        let mut shapes = Shapes::new();
        for (file, texts) in RESOURCES {
            let text = texts[index(lang)];
            let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, errors)| {
                panic!("{}/{file}.ftl does not parse: {errors:?}", lang.tag())
            });
            for entry in &resource.body {
                let ast::Entry::Message(message) = entry else {
                    continue;
                };
                let name = message.id.name.to_owned();
                let mut refs = BTreeSet::new();
                if let Some(value) = &message.value {
                    placeables(value, &mut refs);
                }
                for attribute in &message.attributes {
                    let mut attribute_refs = BTreeSet::new();
                    placeables(&attribute.value, &mut attribute_refs);
                    shapes.insert(format!("{name}.{}", attribute.id.name), attribute_refs);
                }
                let fresh = shapes.insert(name.clone(), refs).is_none();
                assert!(fresh, "{}/{file}.ftl: {name} is defined twice", lang.tag());
            }
        }
        shapes
    }

    /// Every message of the English catalogue is in every other language, with the same
    /// placeholders and references, and no language has a message English lacks.
    /// (Aliases are each language's own, so `.aliases` may be in one language only.)
    #[test]
    fn every_message_is_in_every_language_with_the_same_placeholders() {
        let english = shapes(Lang::En);
        assert!(english.len() > 100, "the catalogue holds {}", english.len());
        for lang in &Lang::ALL[1..] {
            let other = shapes(*lang);
            for (name, refs) in &english {
                if name.ends_with(".aliases") {
                    continue;
                }
                let Some(found) = other.get(name) else {
                    panic!("{name} has no {} translation", lang.tag());
                };
                assert_eq!(found, refs, "{name}: placeholders in {}", lang.tag());
            }
            for name in other.keys() {
                assert!(
                    name.ends_with(".aliases") || english.contains_key(name),
                    "{name} is in {} but not in English",
                    lang.tag()
                );
            }
        }
    }

    #[test]
    fn chinese_is_spaced_from_latin_letters_and_digits_once() {
        assert_eq!(spaced("所以r6c2不能是6"), "所以 r6c2 不能是 6");
        assert_eq!(
            spaced("第 3 宫（r1c1、r1c2和r1c3）"),
            "第 3 宫（r1c1、r1c2 和 r1c3）"
        );
        assert_eq!(spaced("用XY-Wing；6×6的"), "用 XY-Wing；6×6 的");
        assert_eq!(spaced("plain English, 4.5"), "plain English, 4.5");
    }

    #[test]
    fn a_files_texts_leave_their_placeholders_for_the_reader() {
        let english = file_texts("page", Lang::En).expect("the page's file");
        let chinese = file_texts("page", Lang::ZhHans).expect("the page's file");
        assert_eq!(english.len(), chinese.len());
        let find = |texts: &[(&str, String)], id: &str| {
            texts.iter().find(|(i, _)| *i == id).map(|(_, t)| t.clone())
        };
        assert_eq!(find(&english, "page-undo").as_deref(), Some("Undo"));
        assert_eq!(
            find(&english, "page-key-left").as_deref(),
            Some("{$digit}, {$left} left")
        );
        assert_eq!(
            find(&chinese, "page-key-left").as_deref(),
            Some("{$digit}，还剩 {$left} 个")
        );
        assert!(file_texts("no-such-file", Lang::En).is_none());
    }

    /// The page's messages are filled by the page, which knows no plural rules: none
    /// chooses a variant, in any language.
    #[test]
    fn the_pages_messages_choose_no_variants() {
        for lang in Lang::ALL {
            let (_, texts) = RESOURCES.iter().find(|(name, _)| *name == "page").unwrap();
            let resource = fluent_syntax::parser::parse(texts[index(lang)]).unwrap();
            for entry in &resource.body {
                let ast::Entry::Message(message) = entry else {
                    continue;
                };
                let value = message.value.as_ref().expect("a value");
                for element in &value.elements {
                    if let ast::PatternElement::Placeable { expression } = element {
                        assert!(
                            matches!(expression, ast::Expression::Inline(_)),
                            "{}: {} chooses a variant",
                            lang.tag(),
                            message.id.name
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn every_file_builds_a_bundle_without_errors() {
        for lang in Lang::ALL {
            // `bundle` stops on a syntax error or a name defined twice in debug builds.
            let bundle = bundle(lang);
            assert!(bundle.has_message("placement"));
        }
    }
}
