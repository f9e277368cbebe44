import HTTP

/// The files every page links to: `/static/…` (by their versioned names), the web manifest and the favicon.
struct SiteFilesController: RouteController {
    let app: App

    func register(_ router: inout Router) {
        router.getPrefix("/static/") { request in staticFile(app.staticFiles.response(for: request), request) }
        router.get(WebManifest.path) { request in WebManifest.response(request) }
        router.get("/favicon.ico") { request in
            staticFile(app.staticFiles.response(for: request, file: "favicon.ico"), request)
        }
    }

    /// A static file's answer, with our page for a refusal (`If-Match` naming other bytes) and for no such file.
    private func staticFile(_ answer: Response?, _ request: Request) -> Response {
        guard let answer else { return app.errorPage(request, 404, localized("There is no such file.")) }
        return answer.status == 412 ? app.errorPage(request, 412, localized("This file has changed since the version you named.")) : answer
    }
}
