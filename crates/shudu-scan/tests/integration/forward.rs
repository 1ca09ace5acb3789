//! The library's forward pass against the training program's: `tests/fixtures/forward.txt`
//! holds fixed canvases with the outputs the trainer's f32 network computed for them from the
//! committed weights (as rounded to f16), written when the weights were.

use shudu_scan::model::{CLASSES, Model};

#[test]
fn the_forward_pass_matches_the_trainers_outputs() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/forward.txt");
    let text = std::fs::read_to_string(path).unwrap();
    let lines: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(lines.len() >= 3 * 9, "{path}: expected at least nine cases");
    let model = Model::built_in().unwrap();
    for (case, chunk) in lines.chunks(3).enumerate() {
        let label: u8 = chunk[0].parse().unwrap();
        let input: Vec<f32> = chunk[1]
            .split(' ')
            .map(|v| f32::from(v.parse::<u8>().unwrap()) / 255.0)
            .collect();
        let expected: Vec<f32> = chunk[2].split(' ').map(|v| v.parse().unwrap()).collect();
        assert_eq!(expected.len(), CLASSES);
        let got = model.logits(&input);
        for (o, (g, e)) in got.iter().zip(&expected).enumerate() {
            assert!(
                (g - e).abs() <= 1e-3 * (1.0 + e.abs()),
                "{path}: case {case} (label {label}), output {o}: library {g}, trainer {e}"
            );
        }
        // The trainer's outputs were for a model that reads its own training cases: the
        // label wins, so the fixture cannot pass with, say, all-zero weights.
        let top = (0..CLASSES)
            .max_by(|&a, &b| got[a].total_cmp(&got[b]))
            .unwrap();
        assert_eq!(top, usize::from(label), "{path}: case {case}");
    }
}
