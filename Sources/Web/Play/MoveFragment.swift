#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parts of a game page a move can change, cut out of the rendered page so an in-place move shows exactly the
/// page after it with no second copy of the templates (docs/architecture.md, "In-place moves"). Searched with memchr
/// (Swift byte loops cost ~20 ms a page in debug), safe since our markup always escapes `<` and `"`; nil otherwise.
enum MoveFragment {
    static func make(after page: [UInt8], before: [UInt8]?) -> [UInt8]? {
        page.withUnsafeBufferPointer { after in
            guard let before else { return make(Bytes(after), nil) }
            return before.withUnsafeBufferPointer { before in make(Bytes(after), Bytes(before)) }
        }
    }

    private static func make(_ page: Bytes, _ before: Bytes?) -> [UInt8]? {
        if page.find(Marker.result, from: 0) != nil {
            guard let main = page.inner(tag: "main") else { return nil }
            return Array("<div data-fragment=\"main\">".utf8) + page[main] + Array("</div>".utf8)
        }
        guard let play = page.element(marker: Marker.play, from: 0) else { return nil }
        var body = Array("<div data-fragment=\"play\">".utf8)
        if let before, let kept = keepingCells(page, play, before) {
            body += kept
        } else {
            body += page[play]
        }
        return body + Array("</div>".utf8)
    }

    /// The play area with the cells that are the same in `before` replaced by `<i data-keep></i>`; nil when the
    /// two boards do not have the same cells (then the whole play area goes).
    private static func keepingCells(_ page: Bytes, _ play: Range<Int>, _ before: Bytes) -> [UInt8]? {
        // The old page's board is found from its play area's start: its end is not needed.
        guard let oldPlay = before.find(Marker.play, from: 0),
              let grid = page.element(marker: Marker.grid, from: play.lowerBound), grid.upperBound <= play.upperBound,
              let oldGrid = before.element(marker: Marker.grid, from: oldPlay)
        else { return nil }
        let cells = page.buttons(in: grid), oldCells = before.buttons(in: oldGrid)
        guard cells.count == oldCells.count, !cells.isEmpty else { return nil }
        let keep = Array("<i data-keep></i>".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(play.count)
        var at = play.lowerBound
        for (cell, old) in zip(cells, oldCells) {
            out += page[at..<cell.lowerBound]
            if page.same(cell, as: before, old) { out += keep } else { out += page[cell] }
            at = cell.upperBound
        }
        out += page[at..<play.upperBound]
        return out
    }

    /// What the parts are found by, as bytes once.
    private enum Marker {
        static let result = Array(" id=\"result\"".utf8)
        static let play = Array(" id=\"play\"".utf8)
        static let grid = Array(" data-grid".utf8)
        static let tagStart = [UInt8(ascii: "<")]
        static let button = Array("<button".utf8)
        static let buttonEnd = Array("</button>".utf8)
    }

    /// A rendered page's bytes, searched with the C library.
    private struct Bytes {
        let base: UnsafeBufferPointer<UInt8>

        init(_ base: UnsafeBufferPointer<UInt8>) { self.base = base }

        var count: Int { base.count }

        subscript(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8>.SubSequence { base[range] }

        /// Where `needle` first starts at or after `from`: memchr to its second byte (its first, a space or `<`, is
        /// everywhere in a page, the second far less), then the whole compared.
        func find(_ needle: [UInt8], from: Int) -> Int? {
            guard from >= 0, let start = base.baseAddress, !needle.isEmpty else { return nil }
            let anchor = needle.count > 1 ? 1 : 0
            var at = from + anchor
            while at + needle.count - anchor <= count {
                guard let hit = memchr(start + at, Int32(needle[anchor]), count - at - (needle.count - anchor) + 1) else {
                    return nil
                }
                let index = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self)) - start - anchor
                if needle.count == 1 || matches(needle, at: index) { return index }
                at = index + anchor + 1
            }
            return nil
        }

        func matches(_ bytes: [UInt8], at: Int) -> Bool {
            guard at >= 0, at + bytes.count <= count, let start = base.baseAddress else { return false }
            return memcmp(start + at, bytes, bytes.count) == 0
        }

        func same(_ range: Range<Int>, as other: Bytes, _ otherRange: Range<Int>) -> Bool {
            guard range.count == otherRange.count, let a = base.baseAddress, let b = other.base.baseAddress else { return false }
            return memcmp(a + range.lowerBound, b + otherRange.lowerBound, range.count) == 0
        }

        /// Each `<button …>…</button>` in `range` (buttons do not nest).
        func buttons(in range: Range<Int>) -> [Range<Int>] {
            var found: [Range<Int>] = []
            var at = range.lowerBound
            while let start = find(Marker.button, from: at), start < range.upperBound,
                  let end = find(Marker.buttonEnd, from: start), end < range.upperBound {
                found.append(start..<end + 9)
                at = end + 9
            }
            return found
        }

        /// The whole element whose start tag holds `marker` (the first one at or after `from`): from its `<` to
        /// the end of its matching end tag, counting nested elements of the same name.
        func element(marker: [UInt8], from: Int) -> Range<Int>? {
            guard let hit = find(marker, from: from) else { return nil }
            var open = hit
            while open > 0, base[open] != UInt8(ascii: "<") { open -= 1 }
            var nameEnd = open + 1
            while nameEnd < count, Self.isNameByte(base[nameEnd]) { nameEnd += 1 }
            guard base[open] == UInt8(ascii: "<"), nameEnd > open + 1 else { return nil }
            let name = String(decoding: base[(open + 1)..<nameEnd], as: UTF8.self)
            let opening = Array("<\(name)".utf8), closing = Array("</\(name)>".utf8)
            // A form never holds another form (HTML), so the board's ends at the first end tag.
            if name == "form" {
                return find(closing, from: open).map { open..<($0 + closing.count) }
            }
            var depth = 0, at = open
            while let next = find(Marker.tagStart, from: at) {
                // The byte after `<` tells an end tag and this name's start tags from the many others.
                let second = next + 1 < count ? base[next + 1] : 0
                if second == closing[1], matches(closing, at: next) {
                    depth -= 1
                    at = next + closing.count
                    if depth == 0 { return open..<at }
                } else if second == opening[1], matches(opening, at: next), next + opening.count < count,
                          !Self.isNameByte(base[next + opening.count]) {
                    depth += 1
                    at = next + opening.count
                } else {
                    at = next + 1
                }
            }
            return nil
        }

        /// What is between `<tag …>` and `</tag>` (a tag that appears once in a page, like `main`).
        func inner(tag: String) -> Range<Int>? {
            guard let start = find(Array("<\(tag)".utf8), from: 0), let startEnd = find(Array(">".utf8), from: start),
                  let end = find(Array("</\(tag)>".utf8), from: startEnd) else { return nil }
            return (startEnd + 1)..<end
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }
}
