import CQREncode

/// A QR code of a short text (an invitation link), drawn as inline SVG: dark modules on a white square with the
/// standard quiet zone of four modules, so a phone camera reads it in dark mode too. Made on the server by
/// libqrencode: no external service sees the link.
enum QRCode {
    /// The SVG element, or nil when the text cannot be encoded (too long for a QR code).
    static func svg(_ text: String, label: String) -> String? {
        // Level M: about 15% of the code may be damaged or covered; the link needs version 3 or 4 (29–33 modules).
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let width = Int(code.pointee.width)
        let modules = UnsafeBufferPointer(start: code.pointee.data, count: width * width)
        let side = width + 2 * quietZone
        var path = ""
        // One rectangle per run of dark modules in a row: a few hundred short commands.
        for row in 0..<width {
            var column = 0
            while column < width {
                guard modules[row * width + column] & 1 == 1 else { column += 1; continue }
                let start = column
                while column < width, modules[row * width + column] & 1 == 1 { column += 1 }
                path += "M\(start + quietZone) \(row + quietZone)h\(column - start)v1h-\(column - start)z"
            }
        }
        return """
            <svg class="qr" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" role="img" \
            aria-label="\(escaped(label))" shape-rendering="crispEdges"><rect width="\(side)" height="\(side)" fill="#fff"/>\
            <path fill="#000" d="\(path)"/></svg>
            """
    }

    private static let quietZone = 4

    /// The label as an attribute's value (a translation is text, but never trusted to hold no markup).
    private static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "&" || $0 == "<" || $0 == ">" || $0 == "\"" }) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
