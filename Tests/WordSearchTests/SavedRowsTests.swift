import Foundation
import Games
import Testing
@testable import WordSearch

/// Rows written by the server before the game contract (JSONEncoder, keys in any order), saved verbatim: each
/// must load as the game its setup form, seed and moves make today (a level's words drawn from the seed).
@Suite("Rows saved by earlier builds")
struct SavedRowsTests {
    struct Row: Sendable, CustomStringConvertible {
        let form: FormFields
        let seed: UInt64
        let moves: [WordSearchMove]
        let text: String
        var description: String { text }
    }

    static let rows: [Row] = [
        Row(form: ["level": "easy"], seed: 1,
            moves: [.tap(52), .tap(56)],
            text: #"{"seed":1,"found":[0],"lastMessage":"Found SWIFT!","placed":[{"word":"SWIFT","start":52,"direction":"right"},{"word":"KOTLIN","start":37,"direction":"down"},{"word":"OBJECTIVEC","start":6,"direction":"down"},{"word":"VARIABLE","start":11,"direction":"right"},{"word":"JAVA","start":2,"direction":"down"},{"word":"MOBILE","start":63,"direction":"right"}],"letters":"SHJATCOCBJZVARIABLETXXVZFEJLLGLPATTNEKEZXJKWAUCOYWDGSWIFTTEXKWZMOBILETNTUBXZVIICZEIYCJENMHSYTSCJCEGF","moveCount":2,"leftOut":[],"revealed":[],"params":{"directions":["right","down"],"listID":"original","level":"easy","words":["SWIFT","KOTLIN","OBJECTIVEC","VARIABLE","JAVA","MOBILE"],"width":10,"height":10,"reveals":2}}"#),
        Row(form: ["level": "medium", "list": "animals"], seed: 2,
            moves: [.tap(0), .tap(0), .tap(78), .tap(143)],
            text: #"{"seed":2,"found":[0],"lastMessage":"Found BADGER!","letters":"PPTRESYXMSSYGZKQGNLCKQSKWLMJWCJAGUARYHEJTXXCPIWSSJOVBRLOYRUGHRPLIJTYERLXBWAZSCBVLEWBROTHOVAAMLAPUHKDNEWADLSCAMSIBFCKAGYGUAXLTSMOOSEEGTYSMLKOBIPR","placed":[{"word":"BADGER","direction":"downRight","start":78},{"word":"BEAVER","direction":"upRight","start":112},{"word":"SQUIRREL","direction":"down","start":9},{"word":"WALRUS","direction":"upRight","start":102},{"word":"OCTOPUS","direction":"upRight","start":88},{"word":"KOALA","direction":"upRight","start":138},{"word":"CAMEL","direction":"upRight","start":114},{"word":"MOOSE","direction":"right","start":126},{"word":"BISON","direction":"down","start":52},{"word":"JAGUAR","direction":"right","start":30}],"moveCount":4,"leftOut":[],"revealed":[],"params":{"directions":["right","down","downRight","upRight"],"listID":"animals","level":"medium","words":["BADGER","BEAVER","SQUIRREL","WALRUS","OCTOPUS","KOALA","CAMEL","MOOSE","BISON","JAGUAR"],"width":12,"height":12,"reveals":2}}"#),
        Row(form: ["level": "hard", "list": "space"], seed: 3,
            moves: [.tap(0), .tap(14), .reveal(wordIndex: 1), .tap(5), .tap(5), .tap(91), .tap(97)],
            text: #"{"seed":3,"found":[0],"lastMessage":"Found MERCURY!","placed":[{"word":"MERCURY","start":91,"direction":"right"},{"word":"EARTH","start":79,"direction":"left"},{"word":"MARS","start":25,"direction":"down"},{"word":"SATURN","start":116,"direction":"downLeft"},{"word":"URANUS","start":108,"direction":"up"},{"word":"PLUTO","start":20,"direction":"downRight"},{"word":"CERES","start":47,"direction":"down"},{"word":"TITAN","start":144,"direction":"down"},{"word":"PHOBOS","start":140,"direction":"upRight"},{"word":"CHARON","start":141,"direction":"up"},{"word":"COMET","start":118,"direction":"downLeft"},{"word":"ASTEROID","start":40,"direction":"downLeft"},{"word":"ORBIT","start":8,"direction":"down"},{"word":"METEOR","start":176,"direction":"upLeft"},{"word":"ECLIPSE","start":79,"direction":"down"}],"letters":"JHTTQVGXOMORLNFAAAQAPCURYMYDUBTRPSWQLLBLACQHVTYCUAVZUISRWJHGUMENPYNPTCSLVDDHTRAEDOEXOMOVLWIMERCURYBXJJTVDSASULOAOFXISJCREZYFIHHIELACOOEBJNDPPCNQTDMAPFDVNTSFLVUIEOAAQRGTJEDQRMTAMSYAENXSSPNRJAZXDOYPBQBAKLZYNMIFRYSQIJAHFSEQEHMBL","moveCount":7,"leftOut":[],"revealed":[1],"params":{"directions":["right","left","down","up","downRight","downLeft","upRight","upLeft"],"listID":"space","level":"hard","words":["MERCURY","EARTH","MARS","SATURN","URANUS","PLUTO","CERES","TITAN","PHOBOS","CHARON","COMET","ASTEROID","ORBIT","METEOR","ECLIPSE"],"width":15,"height":15,"reveals":2}}"#),
        Row(form: ["custom": "text", "words": "Swift, Kotlin\nJava", "size": "8", "reveals": "1"], seed: 4,
            moves: [.reveal(wordIndex: 0), .tap(3), .tap(3), .tap(2), .tap(47)],
            text: #"{"seed":4,"found":[1],"lastMessage":"Found KOTLIN!","letters":"GYKNKMIGNDVOAVAJGAZVTWSQECTFBLBXYKIBEUIMVWYFGRRNSVAEQJITEZTZGUIK","placed":[{"start":48,"direction":"upRight","word":"SWIFT"},{"start":2,"direction":"downRight","word":"KOTLIN"},{"start":15,"direction":"left","word":"JAVA"}],"moveCount":5,"leftOut":[],"revealed":[0],"params":{"directions":["right","left","down","up","downRight","downLeft","upRight","upLeft"],"level":"custom","width":8,"words":["SWIFT","KOTLIN","JAVA"],"height":8,"reveals":1}}"#),
        Row(form: ["custom": "json", "json": #"{"words": ["Apple", "Pear"], "width": 9, "height": 6, "directions": ["right", "down"]}"#], seed: 5,
            moves: [.tap(12), .tap(16)],
            text: #"{"seed":5,"found":[0],"lastMessage":"Found APPLE!","placed":[{"word":"APPLE","start":12,"direction":"right"},{"word":"PEAR","start":13,"direction":"down"}],"letters":"IUPDFYHXMZEKAPPLERYHYMEISIDWNIZAVBAODOFERVGSLSFBZIERES","moveCount":2,"leftOut":[],"revealed":[],"params":{"words":["APPLE","PEAR"],"reveals":2,"width":9,"level":"custom","height":6,"directions":["right","down"]}}"#),
        Row(form: ["level": "easy", "list": "fruits"], seed: 6,
            moves: [.tap(7)],
            text: #"{"leftOut":[],"found":[],"letters":"TMMVHJKJOCHTTISUNAICSAAMNDNCVHPNBYIQIEWELGATFSQYBRUENXSYWLIRMRASPBERRYZINRTNSTRICNAPPLEJVDFEZBGIOSZK","placed":[{"start":82,"direction":"right","word":"APPLE"},{"start":32,"direction":"down","word":"BANANA"},{"start":19,"direction":"down","word":"CHERRY"},{"start":30,"direction":"down","word":"PLUM"},{"start":61,"direction":"right","word":"RASPBERRY"},{"start":11,"direction":"down","word":"TANGERINE"}],"moveCount":1,"params":{"reveals":2,"words":["APPLE","BANANA","CHERRY","PLUM","RASPBERRY","TANGERINE"],"level":"easy","width":10,"listID":"fruits","directions":["right","down"],"height":10},"revealed":[],"pendingStart":7,"seed":6}"#),
    ]

    @Test("A saved row loads as the game it describes, and is stored again as one text", arguments: rows)
    func savedRowLoads(row: Row) throws {
        let game = try WordSearchGame.replaying(params: try WordSearchGame.params(from: row.form), seed: row.seed,
                                                moves: row.moves)
        let loaded = try WordSearchGame(storedForm: row.text)
        #expect(loaded == game)
        #expect(loaded.storedForm == game.storedForm)
        #expect(try WordSearchGame(storedForm: loaded.storedForm) == game)
    }

    @Test("A text that is not a game is refused with the reason")
    func refused() throws {
        #expect(throws: StoredFormError.self) { try WordSearchGame(storedForm: "") }
        let text = try #require(Self.rows.first).text.replacingOccurrences(of: #""seed":1"#, with: #""seed":"1""#)
        #expect(throws: StoredFormError.self) { try WordSearchGame(storedForm: text) }
    }
}
