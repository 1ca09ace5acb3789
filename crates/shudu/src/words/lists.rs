//! Lists in words: "r1c1, r2c2 and r3c3" in English, "r1c1、r2c2和r3c3" in Chinese. The
//! joining words are the catalogue's (`list-*` in `common.ftl`).

use super::{Lang, say};

/// `items` joined as "a, b and c" in `lang` (nothing for no items).
pub(crate) fn list_and<T: ToString>(lang: Lang, items: &[T]) -> String {
    join(lang, items, |head, last| {
        say!(lang, "list-and", head = head, last = last)
    })
}

/// `items` joined as "a, b or c" in `lang`: one of them.
pub(crate) fn list_either<T: ToString>(lang: Lang, items: &[T]) -> String {
    join(lang, items, |head, last| {
        say!(lang, "list-either", head = head, last = last)
    })
}

/// `items` joined as "a or b or c" in `lang`: each alternative named, as the digits a
/// cell cannot be.
pub(crate) fn list_or<T: ToString>(lang: Lang, items: &[T]) -> String {
    let mut texts = items.iter().map(ToString::to_string);
    let first = texts.next().unwrap_or_default();
    texts.fold(first, |head, next| {
        say!(lang, "list-or", head = head, next = next)
    })
}

fn join<T: ToString>(lang: Lang, items: &[T], last: impl Fn(String, String) -> String) -> String {
    let texts: Vec<String> = items.iter().map(ToString::to_string).collect();
    match texts.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((tail, init)) => {
            let mut head = init[0].clone();
            for next in &init[1..] {
                head = say!(lang, "list-more", head = head, next = next.clone());
            }
            last(head, tail.clone())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_join_in_each_language() {
        let cells = ["r1c1", "r2c2", "r3c3"];
        assert_eq!(list_and(Lang::En, &cells), "r1c1, r2c2 and r3c3");
        assert_eq!(list_and(Lang::ZhHans, &cells), "r1c1、r2c2 和 r3c3");
        assert_eq!(list_and(Lang::ZhHant, &cells[..2]), "r1c1 和 r2c2");
        assert_eq!(list_and(Lang::En, &cells[..1]), "r1c1");
        assert_eq!(list_and::<&str>(Lang::En, &[]), "");
        assert_eq!(list_or(Lang::En, &[5, 6, 7]), "5 or 6 or 7");
        assert_eq!(list_or(Lang::ZhHans, &[5, 6]), "5 或 6");
        assert_eq!(list_either(Lang::En, &[3, 4, 5]), "3, 4 or 5");
        assert_eq!(list_either(Lang::ZhHant, &[3, 4, 5]), "3、4 或 5");
    }
}
