import Games
import HTTP
import Storage

/// One request from a known browser session: what a page handler works with.
struct Visit: Sendable {
    let request: Request
    let session: SessionRecord
    let now: Int64
    /// The form's fields, first value per name: built once, since a move reads them several times.
    let fields: FormFields

    init(request: Request, session: SessionRecord, now: Int64) {
        self.request = request
        self.session = session
        self.now = now
        fields = request.form.fields
    }
}
