/// The sentences the HTTP layer (which cannot import Web, nor so translate) gives `App.errorPage`, in the language of
/// the page being made: each of its English messages, as the router, the server's framing and head checks, its event
/// streams and the form decoder write them, keyed by that English text. A message not listed (or one Web already
/// translated) is shown as it came.
enum ServerMessages {
    static func shown(_ message: String) -> String {
        switch message {
        // Router
        case "There is no page at this address.": localized("There is no page at this address.")
        case "This page cannot answer that kind of request.": localized("This page cannot answer that kind of request.")
        // Framing
        case "A header of this request is malformed.": localized("A header of this request is malformed.")
        case "This request folds a header over several lines, which HTTP no longer allows.":
            localized("This request folds a header over several lines, which HTTP no longer allows.")
        case "A header of this request holds a character HTTP does not allow there.":
            localized("A header of this request holds a character HTTP does not allow there.")
        case "This request names its host more than once.": localized("This request names its host more than once.")
        case "This request does not say which host it is for.": localized("This request does not say which host it is for.")
        case "The host this request names is not a valid one.": localized("The host this request names is not a valid one.")
        case "This request gives its length more than once.": localized("This request gives its length more than once.")
        case "This server does not understand how the body of this request is encoded.":
            localized("This server does not understand how the body of this request is encoded.")
        case "This request's length and its transfer coding disagree.":
            localized("This request's length and its transfer coding disagree.")
        // The request's head
        case "The address of this request could not be read.": localized("The address of this request could not be read.")
        case "This server does not support that kind of request.": localized("This server does not support that kind of request.")
        case "The address of this request is not properly encoded.":
            localized("The address of this request is not properly encoded.")
        case "What was sent is too large for this server.": localized("What was sent is too large for this server.")
        // The body
        case "The form data sent by your browser could not be read.":
            localized("The form data sent by your browser could not be read.")
        // Event streams
        case "Too many live pages are open from your address.": localized("Too many live pages are open from your address.")
        case "Too many live pages are open right now.": localized("Too many live pages are open right now.")
        default: message
        }
    }
}
