import HTTP
import Testing

@Suite("Form and query parsing, without a server")
struct FormDataTests {
    @Test func decodesPlusPercentAndUTF8() throws {
        let form = try FormData.parse("name=Ada+Lovelace&city=Z%C3%BCrich&sym=%26%3D%2B&empty=&bare")
        #expect(form["name"] == "Ada Lovelace")
        #expect(form["city"] == "Zürich")
        #expect(form["sym"] == "&=+")
        #expect(form["empty"] == "")
        #expect(form["bare"] == "")
        #expect(form["missing"] == nil)
    }

    @Test func keepsOrderAndRepeatsFirstValueWins() throws {
        let form = try FormData.parse("cell=3&flag=on&cell=7&&=orphan")
        #expect(form.pairs.map(\.0) == ["cell", "flag", "cell"])
        #expect(form["cell"] == "3")
        #expect(form.pairs.filter { $0.0 == "cell" }.map(\.1) == ["3", "7"])
        #expect(form.fields == ["cell": "3", "flag": "on"])
    }

    @Test(arguments: ["a=%", "a=%4", "a=%zz", "a=%C3%28", "%ff=1", "a=1&b=%G0"])
    func rejectsBrokenEncoding(_ encoded: String) {
        #expect(throws: FormDecodingError.self) { try FormData.parse(encoded) }
    }

    @Test func errorHasAReadableSentence() {
        do {
            _ = try FormData.parse("a=%")
            Issue.record("expected an error")
        } catch {
            #expect(error.message.hasSuffix("."))
            #expect(!error.message.isEmpty)
        }
    }

    @Test func emptyInputIsEmptyForm() throws {
        #expect(try FormData.parse("").isEmpty)
        #expect(try FormData.parse("&&").isEmpty)
    }
}
