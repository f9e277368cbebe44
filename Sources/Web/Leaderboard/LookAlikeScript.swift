/// The alphabets whose letters look alike (Latin a, Cyrillic а, Greek α; Latin o, Armenian օ; Latin A, Cherokee Ꭺ):
/// a name may use one of them, not two, or `аdmin` with a Cyrillic а could pass for `admin`. Other scripts mix
/// freely (a Japanese name's kanji and kana, Latin beside Chinese).
enum LookAlikeScript: String {
    case latin = "Latin", greek = "Greek", cyrillic = "Cyrillic", armenian = "Armenian", cherokee = "Cherokee"

    /// The script of a letter from one of these alphabets; nil for any other character (digits, marks, symbols).
    init?(_ scalar: Unicode.Scalar) {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: break
        default: return nil
        }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x2AF, 0x1D00...0x1D7F, 0x1E00...0x1EFF, 0x2C60...0x2C7F,
             0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFF21...0xFF3A, 0xFF41...0xFF5A: self = .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0xA640...0xA69F: self = .cyrillic
        case 0x531...0x58F, 0xFB13...0xFB17: self = .armenian
        case 0x13A0...0x13FF, 0xAB70...0xABBF: self = .cherokee
        default: return nil
        }
    }

    /// The alphabet's name in the page's language (`rawValue` is English).
    var localizedName: String {
        switch self {
        case .latin: localized("Latin")
        case .greek: localized("Greek")
        case .cyrillic: localized("Cyrillic")
        case .armenian: localized("Armenian")
        case .cherokee: localized("Cherokee")
        }
    }

    /// The first two of these alphabets `name` mixes, in the order they appear; nil when it keeps to one.
    static func mixed(in name: String) -> (LookAlikeScript, LookAlikeScript)? {
        var first: LookAlikeScript?
        for scalar in name.unicodeScalars {
            guard let script = LookAlikeScript(scalar) else { continue }
            guard let seen = first else { first = script; continue }
            if script != seen { return (seen, script) }
        }
        return nil
    }
}
