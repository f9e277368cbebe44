/// The session cookie's name. Plain `sid` over http; behind https (`--secure-cookies`) `__Host-sid`, which a browser
/// accepts only from this very host, Secure, with `Path=/` and no `Domain`: a sibling subdomain cannot set it to push
/// a visitor into a session of its choosing. Each name's values are signed apart (`SessionKeys`).
enum SessionCookieName: Sendable {
    case plain, hostOnly

    var text: String {
        switch self {
        case .plain: "sid"
        case .hostOnly: "__Host-sid"
        }
    }
}
