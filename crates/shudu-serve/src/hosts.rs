//! The `Host` check, against DNS rebinding: a page on another site can point a name it
//! controls at 127.0.0.1 and then call this server as its own origin, but its requests
//! still carry its own name in `Host`. So the server answers only requests whose `Host`
//! is an address of this server, with the port it listens on: `localhost`, `127.0.0.1`
//! or `[::1]`; the address it is bound to; and, when it listens on every interface
//! (`shudu serve --lan`), any address of this machine's interfaces (read again when a new
//! one is asked for, so a changed network address works without a restart). Anything
//! else — another name, another port, no `Host` at all — gets 403 with a JSON error.
//! The check is made by the listening server ([`crate::serve`]), which knows its address;
//! [`crate::router`] alone, called in process, has none. Read next: `listen.rs`.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::body::Body;
use axum::extract::State;
use axum::http::{Request, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::error::ApiError;

/// The addresses a request may name in its `Host`.
#[derive(Clone, Debug)]
pub struct Hosts {
    bound: SocketAddr,
}

impl Hosts {
    /// The hosts of a server listening on `bound`.
    pub fn new(bound: SocketAddr) -> Hosts {
        Hosts { bound }
    }

    /// Whether `authority` (`host[:port]`, as in a `Host` header) names this server.
    pub fn allows(&self, authority: &str) -> bool {
        let Some((host, port)) = split(authority) else {
            return false;
        };
        if port != self.bound.port() {
            return false;
        }
        if host.eq_ignore_ascii_case("localhost") {
            return true;
        }
        let Ok(ip) = host.parse::<IpAddr>() else {
            return false;
        };
        if ip.is_loopback() || ip == self.bound.ip() {
            return true;
        }
        self.bound.ip().is_unspecified() && is_this_machines(ip)
    }
}

/// `host` and port of an authority; the port 80 when it names none. The host of an IPv6
/// literal is given without its brackets; a trailing dot (`localhost.`) is dropped.
fn split(authority: &str) -> Option<(&str, u16)> {
    let (host, port) = if let Some(rest) = authority.strip_prefix('[') {
        let (host, after) = rest.split_once(']')?;
        match after {
            "" => (host, None),
            _ => (host, Some(after.strip_prefix(':')?)),
        }
    } else {
        match authority.rsplit_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (authority, None),
        }
    };
    let port = match port {
        None => 80,
        Some(digits) => digits.parse().ok()?,
    };
    let host = host.strip_suffix('.').unwrap_or(host);
    (!host.is_empty()).then_some((host, port))
}

/// Whether `ip` is an address of one of this machine's interfaces.
fn is_this_machines(ip: IpAddr) -> bool {
    if_addrs::get_if_addrs().is_ok_and(|interfaces| interfaces.iter().any(|i| i.ip() == ip))
}

/// The middleware: the request goes on when its `Host` (or its absolute URI's authority)
/// names this server, else a 403.
pub async fn check(
    State(hosts): State<Arc<Hosts>>,
    request: Request<Body>,
    next: Next,
) -> Response {
    let named = match request.uri().authority() {
        Some(authority) => Some(authority.as_str().to_owned()),
        None => request
            .headers()
            .get(header::HOST)
            .map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned()),
    };
    match named {
        Some(host) if hosts.allows(&host) => next.run(request).await,
        Some(host) => ApiError::new(
            StatusCode::FORBIDDEN,
            format!(
                "the Host {host:?} is not this server's address; open the page at \
                 http://127.0.0.1:{}/ (or localhost) — the server answers only its own \
                 addresses, so a page on another site cannot use it",
                hosts.bound.port()
            ),
        )
        .into_response(),
        None => ApiError::new(
            StatusCode::FORBIDDEN,
            "the request has no Host header; the server answers only requests naming its \
             own address",
        )
        .into_response(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loopback_names_and_the_bound_address_with_the_port_pass() {
        let hosts = Hosts::new("127.0.0.1:8080".parse().unwrap());
        for ok in [
            "localhost:8080",
            "LOCALHOST:8080",
            "localhost.:8080",
            "127.0.0.1:8080",
            "[::1]:8080",
        ] {
            assert!(hosts.allows(ok), "{ok}");
        }
        for bad in [
            "evil.example:8080",
            "localhost:8081",
            "localhost",
            "127.0.0.1",
            "127.0.0.1:x",
            "[::1",
            ":8080",
            "",
            "localhost.evil.example:8080",
            "192.168.1.20:8080",
        ] {
            assert!(!hosts.allows(bad), "{bad}");
        }
        let on_80 = Hosts::new("127.0.0.1:80".parse().unwrap());
        assert!(on_80.allows("localhost"));
    }

    #[test]
    fn a_server_on_every_interface_takes_this_machines_addresses_only() {
        let hosts = Hosts::new("0.0.0.0:8080".parse().unwrap());
        assert!(hosts.allows("127.0.0.1:8080"));
        // An address no interface has (TEST-NET-3, reserved for documentation).
        assert!(!hosts.allows("203.0.113.7:8080"));
        for ip in crate::lan_addresses() {
            assert!(hosts.allows(&SocketAddr::new(ip, 8080).to_string()));
        }
        // Bound to one address, another of the machine's is not this server's.
        let one = Hosts::new("127.0.0.1:8080".parse().unwrap());
        for ip in crate::lan_addresses() {
            assert!(!one.allows(&SocketAddr::new(ip, 8080).to_string()));
        }
    }
}
