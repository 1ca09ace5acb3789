//! The `se121` profile against its reference: every puzzle of `data/se121_rated_dev.txt`
//! (rated by gsf's `serate`, Sudoku Explainer 1.2.1.3) gets 1.2.1.3's ER, EP and ED
//! exactly on that profile; and the profile matters: on the default profile
//! (SukakuExplainer's) a good share of them rate lower, as the two programs do.

use shudu::Puzzle;
use shudu::logic::{Budget, SeProfile};

use crate::common::data_files::entries;

#[test]
fn the_se121_profile_rates_as_sudoku_explainer_1_2_1_3() {
    let (mut total, mut differ_by_profile) = (0, 0);
    let mut misses = Vec::new();
    for entry in entries("se121_rated_dev.txt") {
        let expected = entry
            .label
            .clone()
            .expect("each puzzle carries its ER/EP/ED");
        let puzzle: Puzzle = entry.grid.to_line().parse().expect("a classic puzzle");
        let rated = |profile| match puzzle.rate_on(profile, &Budget::unlimited()) {
            Ok(r) => r.figures(),
            Err(why) => format!("{why}"),
        };
        let se121 = rated(SeProfile::Se121);
        if se121 != expected {
            misses.push(format!("{}: {se121}, 1.2.1.3 {expected}", entry.grid));
        }
        if rated(SeProfile::Sukaku) != expected {
            differ_by_profile += 1;
        }
        total += 1;
    }
    assert_eq!(total, 1942);
    assert!(
        misses.is_empty(),
        "{} of {total}:\n{}",
        misses.len(),
        misses.join("\n")
    );
    // When the set was made, SukakuExplainer's rules rated 669 of them otherwise.
    assert_eq!(differ_by_profile, 669);
}
