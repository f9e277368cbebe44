/// An error page: what went wrong in one sentence, and a way back.
struct ErrorPageModel: Sendable {
    let page: PageChrome
    let status: Int
    let heading: String
    let message: String

    /// The page's heading, in the language of the page being made.
    static func heading(for status: Int) -> String {
        switch status {
        case 400: localized("That request did not make sense")
        case 403: localized("That form has expired")
        case 404: localized("Page not found")
        case 405: localized("That action is not allowed here")
        case 409: localized("The game moved on")
        case 412: localized("That file has changed")
        case 413: localized("That was too much to send")
        case 415: localized("That form could not be read")
        case 422: localized("That move is not allowed")
        case 429: localized("Slow down a little")
        case 501: localized("Not supported")
        case 503: localized("The server is busy")
        default: status >= 500 ? localized("Something went wrong on our side") : localized("That did not work")
        }
    }
}
