/// An error page: what went wrong in one sentence, and a way back.
struct ErrorPageModel: Sendable {
    let page: PageChrome
    let status: Int
    let heading: String
    let message: String

    static func heading(for status: Int) -> String {
        switch status {
        case 400: "That request did not make sense"
        case 403: "That form has expired"
        case 404: "Page not found"
        case 405: "That action is not allowed here"
        case 409: "The game moved on"
        case 412: "That file has changed"
        case 413: "That was too much to send"
        case 415: "That form could not be read"
        case 422: "That move is not allowed"
        case 429: "Slow down a little"
        case 501: "Not supported"
        case 503: "The server is busy"
        default: status >= 500 ? "Something went wrong on our side" : "That did not work"
        }
    }
}
