import Foundation
import Testing
@testable import DayBandsSources
@testable import DayBandsSettings
@testable import DayBandsCommandLine

@Suite struct RedactionTests {
    @Test func hidesTokensAndPasswordsInURLs() {
        let url = URL(string: "https://me:pa55@ns.example.org:8443/sub/api/v1/entries.json?find%5Bdate%5D%5B%24gte%5D=1&count=2&token=reader-abc")!
        #expect(RedactedURL(url).description
            == "https://***@ns.example.org:8443/sub/api/v1/entries.json?find[date][$gte]=1&count=2&token=***")
    }

    @Test func secretsNeverPrint() {
        let secret = Secret("reader-0123456789abcdef")
        for text in ["\(secret)", String(reflecting: secret), "\(NightscoutCredentials.token(secret))",
                     "\(Optional(secret) as Any)"] {
            #expect(!text.contains("0123456789abcdef"), "\(text)")
        }
    }

    @Test func takesTheTokenOutOfTheSiteAddress() throws {
        let (root, token) = try #require(NightscoutSite.parse("https://ns.example.org/sub?token=reader-abc"))
        #expect(root.absoluteString == "https://ns.example.org/sub/")
        #expect(token == Secret("reader-abc"))
    }

    @Test func aBadAddressIsAUsageErrorThatDoesNotRepeatIt() {
        for address in ["ns.example.org?token=reader-abc", "ftp://x/?token=reader-abc", "https://?token=reader-abc"] {
            #expect(NightscoutSite.parse(address) == nil)
            let error = #expect(throws: UsageError.self) { try Invocation.parse(["--nightscout", address]) }
            #expect(error?.description.contains("reader-abc") == false)
        }
    }

    @Test func credentialsComeFromTheCommandLineThenTheEnvironment() {
        let environment = ["NIGHTSCOUT_TOKEN": "env-token", "NIGHTSCOUT_API_SECRET": "env-secret"]
        #expect(NightscoutCredentials.resolve(token: Secret("given"), environment: environment) == .token(Secret("given")))
        #expect(NightscoutCredentials.resolve(token: nil, environment: environment) == .token(Secret("env-token")))
        #expect(NightscoutCredentials.resolve(token: nil, environment: ["NIGHTSCOUT_API_SECRET": "s"]) == .apiSecret(Secret("s")))
        #expect(NightscoutCredentials.resolve(token: nil, environment: ["NIGHTSCOUT_TOKEN": ""]) == NightscoutCredentials.none)
    }
}
