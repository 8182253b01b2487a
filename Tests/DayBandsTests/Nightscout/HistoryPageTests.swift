import Foundation
import Testing
@testable import DayBandsRecords
@testable import DayBandsImport
@testable import DayBandsSources

/// API v3's history pages read: each document's identifier (`identifier`,
/// else `_id`), `srvModified` and `isValid`; an answer of another shape is
/// one line naming the URL; a deleted document still reads as its records.
struct HistoryPageTests {
    let url = RedactedURL(URL(string: "https://ns.example/api/v3/entries/history/946684800000?limit=1000")!)

    func page(_ text: String, contentType: String = "application/json") throws -> HistoryPage {
        try HistoryPage(body: Data(text.utf8), contentType: contentType, url: url, expected: "API v3's history of entries")
    }

    @Test func documentsAreReadWithTheirIdentifierChangeAndValidity() throws {
        let read = try page("""
            {"status":200,"result":[
             {"identifier":"5b0f7124-475f","srvModified":1613058548149,"date":1613057404186,"sgv":120,"type":"sgv"},
             {"_id":"60250f5c8e2a","srvModified":1613058548150.0,"isValid":false,"date":1613057704186,"sgv":99,"type":"sgv"},
             {"identifier":"no-time","date":1613057704186,"sgv":99},
             {"srvModified":1613058548151,"sgv":99},
             7]}
            """)
        #expect(read.documents.map(\.identifier) == ["5b0f7124-475f", "60250f5c8e2a"])
        #expect(read.documents.map(\.modified) == [1_613_058_548_149, 1_613_058_548_150])
        #expect(read.documents.map(\.isValid) == [true, false])
        #expect(read.unplaced == 3)
        #expect(read.newest == 1_613_058_548_150)
        let deleted = try read.documents[1].records(of: .entries, url: url, notAfter: .distantFuture)
        #expect(deleted.data.readings.map(\.mgdl) == [99], "a deleted document is read for the records it held")
        #expect(try page(#"{"status":200,"result":[]}"#).newest == nil)
    }

    @Test func anAnswerOfAnotherShapeIsOneLineNamingTheURL() throws {
        let answers = [("<html><body>502 Bad Gateway</body></html>", "text/html", "HTML page"),
                       (#"{"status":200,"result":[{"identifier":"x","srvModified":17"#, "application/json", "not JSON"),
                       (#"[{"identifier":"x","srvModified":17}]"#, "application/json", #"no "result" array"#),
                       (#"{"status":401,"message":"Missing or bad access token or JWT"}"#, "application/json", #"no "result" array"#)]
        for (body, type, said) in answers {
            do {
                _ = try page(body, contentType: type)
                Issue.record("\(body) was read")
            } catch {
                let line = "\(error)"
                #expect(line.hasPrefix(url.description) && line.contains(said) && !line.contains("\n"), "\(line)")
            }
        }
    }

    /// API v1 still answers a document API v3 deleted: the importers leave
    /// it out and say so, or a sync would bring back what the history took out.
    @Test func apiV1RecordsDeletedOnTheSiteAreLeftOutAndSaid() throws {
        let text = """
            [{"date":1613057404186,"sgv":120,"type":"sgv"},{"date":1613057704186,"sgv":99,"type":"sgv","isValid":false}]
            """
        let file = InputFile(bytes: Data(text.utf8), name: "entries.json")
        let entries = try NightscoutEntries(file: file, firstChunk: try file.read()).read()
        #expect(entries.data.readings.map(\.mgdl) == [120])
        #expect(entries.skippedRows == 1 && entries.warnings.contains("1 record deleted on the site (isValid false) left out of entries.json"))
        let doses = """
            [{"created_at":"2021-02-11T15:30:04Z","eventType":"Correction Bolus","insulin":0.5,"isValid":false},
             {"created_at":"2021-02-11T15:35:04Z","eventType":"Correction Bolus","insulin":0.7,"isValid":true}]
            """
        let treatmentsFile = InputFile(bytes: Data(doses.utf8), name: "treatments.json")
        let treatments = try NightscoutTreatments(file: treatmentsFile, firstChunk: try treatmentsFile.read()).read()
        #expect(treatments.data.doses.map(\.units) == [0.7] && treatments.skippedRows == 1)
        let statuses = """
            [{"created_at":"2021-02-11T15:30:04Z","device":"openaps://phone","openaps":{"iob":{"iob":1.2}},"isValid":false},
             {"created_at":"2021-02-11T15:35:04Z","device":"openaps://phone","openaps":{"iob":{"iob":1.4}}}]
            """
        let statusFile = InputFile(bytes: Data(statuses.utf8), name: "devicestatus.json")
        let read = try NightscoutDeviceStatus(file: statusFile, firstChunk: try statusFile.read()).records()
        #expect(read.records.map(\.iob) == [1.4] && read.setAside == 1)
        #expect(read.warning == "1 record deleted on the site (isValid false) left out of devicestatus.json")
    }

    /// The token exchanged for the JWT sits in the path: messages show it as `***`.
    @Test func theAuthorizationPathHidesTheToken() {
        let token = "reader-1234567890abcdef"
        let shown = RedactedURL(URL(string: "https://ns.example/api/v2/authorization/request/" + token)!, hiding: [token])
        #expect(shown.description == "https://ns.example/api/v2/authorization/request/***")
        let site = NightscoutSite(root: URL(string: "https://ns.example/")!, credentials: .token(Secret(token)))
        let request = site.request(path: HistoryQuery(collection: .treatments, lastModified: 1, limit: 1000, jwt: Secret("jwt.x")).path,
                                   query: [], timeout: 1, authentication: .bearer(Secret("jwt.x")))
        #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer jwt.x")
        #expect(request.url?.absoluteString == "https://ns.example/api/v3/treatments/history/1", "no token beside the JWT")
    }
}
