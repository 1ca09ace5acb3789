//! For `shudu serve --lan`: the addresses other machines on the network can reach this
//! one at ([`lan_addresses`]), and a URL drawn as a QR code in the terminal
//! ([`qr_code`]) so a phone can open the page by pointing its camera at the screen.

use std::net::IpAddr;

/// This machine's IPv4 addresses on its networks: every interface that is up, except
/// loopback and link-local ones (which a phone cannot reach). Empty if the interfaces
/// cannot be read.
///
/// ```
/// for ip in shudu_serve::lan_addresses() {
///     assert!(!ip.is_loopback());
/// }
/// ```
pub fn lan_addresses() -> Vec<IpAddr> {
    let Ok(interfaces) = if_addrs::get_if_addrs() else {
        return Vec::new();
    };
    let mut found: Vec<IpAddr> = interfaces
        .iter()
        .filter(|i| i.is_oper_up() && !i.is_loopback() && !i.is_link_local())
        .map(|i| i.ip())
        .filter(IpAddr::is_ipv4)
        .collect();
    found.sort();
    found.dedup();
    found
}

/// Modules of light margin around the code: scanners need a quiet zone.
const QUIET: usize = 2;

/// `text` as a QR code drawn with Unicode half blocks, two rows of modules a line of
/// text. Light modules are drawn (`█`), dark ones left blank, so the code reads right
/// on a terminal with a dark background; `None` if the text is too long for a QR code.
///
/// ```
/// let code = shudu_serve::qr_code("http://192.168.1.20:8080/").expect("short enough");
/// let lines: Vec<&str> = code.lines().collect();
/// // Every line is as wide as the code, and holds two of its rows.
/// let width = lines[0].chars().count();
/// assert!(lines.iter().all(|l| l.chars().count() == width));
/// assert_eq!(lines.len(), width.div_ceil(2));
/// assert!(code.contains('█'));
/// ```
pub fn qr_code(text: &str) -> Option<String> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let width = code.width();
    let dark = code.to_colors();
    let size = width + 2 * QUIET;
    // Whether the module at (x, y) of the bordered square is light.
    let light = |x: usize, y: usize| {
        if x < QUIET || y < QUIET || x >= width + QUIET || y >= width + QUIET {
            return true;
        }
        dark[(y - QUIET) * width + (x - QUIET)] == qrcode::Color::Light
    };
    let mut out = String::new();
    for y in (0..size).step_by(2) {
        for x in 0..size {
            let top = light(x, y);
            let bottom = y + 1 < size && light(x, y + 1);
            out.push(match (top, bottom) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => ' ',
            });
        }
        out.push('\n');
    }
    Some(out)
}
