import DayBandsRecords
import Foundation

/// `POST /llu/auth/login`, following the region redirect once: the answer
/// `{"redirect": true, "region": "eu"}` means the account lives at that
/// region's host (`https://api-eu.libreview.io`), or, with `server =` an
/// address, at the same server again (a test server, a proxy).
struct LibreLinkUpLogin {
    let account: LibreLinkUpAccount
    let client: ServiceClient

    func session() throws -> LibreLinkUpSource.Session {
        var base = account.server
        for _ in 1...2 {
            let answer = try client.send(base.appendingPathComponent("llu/auth/login"),
                                         json: ["email": account.email, "password": account.password.revealed],
                                         headers: account.headers)
            guard let data = try LibreLinkUpAnswer.data(of: answer, version: account.version) as? [String: Any] else {
                throw answer.failure("LibreLinkUp's login answer holds no data")
            }
            if data["redirect"] as? Bool == true {
                let region = data["region"] as? String ?? ""
                guard let regional = LibreLinkUpAccount.regionServer(region) else {
                    throw answer.failure("LibreLinkUp redirects to a region it does not name (\(PrintableText.quoted(region)))")
                }
                if !account.fixedServer { base = regional }
                continue
            }
            guard let id = (data["user"] as? [String: Any])?["id"] as? String, !id.isEmpty,
                  let token = (data["authTicket"] as? [String: Any])?["token"] as? String, !token.isEmpty
            else { throw answer.failure("LibreLinkUp's login answer holds no user id or token") }
            return .init(base: base, token: Secret(token), accountID: HexDigest.sha256(id))
        }
        throw DataError(source: RedactedURL(base.appendingPathComponent("llu/auth/login")).description,
                        message: "LibreLinkUp redirected the login to a region twice (a loop); stopped")
    }
}
