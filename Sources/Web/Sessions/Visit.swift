import Games
import HTTP
import Storage

/// One request from a known browser session: what a page handler works with.
struct Visit: Sendable {
    let request: Request
    let session: SessionRecord
    let now: Int64

    var fields: FormFields { request.form.fields }
}
