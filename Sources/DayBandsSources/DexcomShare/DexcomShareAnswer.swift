import DayBandsRecords
#if canImport(FoundationNetworking)
import Foundation
import FoundationNetworking
#endif

/// What a Dexcom Share answer says: a value (a JSON string id, a list of
/// readings), or the server's error `{"Code": "...", "Message": "..."}`
/// (HTTP 500) in one line. A wrong account or password, and the lockout
/// after too many, are a `Refusal`: never tried again.
enum DexcomShareAnswer {
    /// The id Dexcom answers a login with when it did not log in.
    static let nullID = "00000000-0000-0000-0000-000000000000"

    static func code(_ answer: ServiceClient.Answer) -> String? {
        (answer.json as? [String: Any])?["Code"] as? String
    }

    static func value(of answer: ServiceClient.Answer) throws -> Any {
        if let unusable = answer.unusable() { throw unusable }
        if let code = code(answer) {
            let message = (answer.json as? [String: Any])?["Message"] as? String
            let said = message.map { ": " + PrintableText.quoted(String($0.prefix(120))) } ?? ""
            // The SSO servers say a wrong account or password as an internal
            // error (pydexcom reads it so): tried again, it counts towards the lockout.
            let ssoRefusal = code == "SSO_InternalError" && message?.contains("Cannot Authenticate by Account") == true
            switch ssoRefusal ? "AccountPasswordInvalid" : code {
            case "AccountPasswordInvalid", "SSO_AuthenticatePasswordInvalid", "SSO_AuthenticateAccountNotFound", "AccountNotFound":
                throw Refusal(problem: answer.failure("Dexcom Share refused the account name or password (\(code)); not tried again, so the account is not locked: check dexcom-share and password, and that Share is on in the Dexcom app"))
            case "SSO_AuthenticateMaxAttemptsExceeed", "SSO_AuthenticateMaxAttemptsExceeded":
                throw Refusal(problem: answer.failure("Dexcom Share has locked the account after too many failed logins (\(code)); not tried again: wait before trying"))
            default:
                throw answer.failure("Dexcom Share answered \(PrintableText.quoted(code))\(said)")
            }
        }
        guard answer.status == 200, let value = answer.json else {
            throw answer.failure("HTTP \(answer.status) \(HTTPURLResponse.localizedString(forStatusCode: answer.status)) from Dexcom Share")
        }
        return value
    }

    /// A login's answer: a JSON string holding an id, the null id refused.
    static func identifier(_ answer: ServiceClient.Answer) throws -> String {
        guard let id = try value(of: answer) as? String, !id.isEmpty else {
            throw answer.failure("Dexcom Share's login answer holds no id")
        }
        guard id != nullID else {
            throw Refusal(problem: answer.failure("Dexcom Share refused the login (a null id): check dexcom-share and password; not tried again"))
        }
        return id
    }
}
