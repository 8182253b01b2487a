import CCrypto
import Foundation

/// Digests by OpenSSL's libcrypto (the EVP interface, which OpenSSL 3 does
/// not deprecate), as lower-case hexadecimal of the text's UTF-8 bytes:
/// SHA-1 for Nightscout's `api-secret` header, SHA-256 for LibreLinkUp's
/// `account-id`.
package enum HexDigest {
    package static func sha1(_ text: String) -> String { hex(text, EVP_sha1()) }
    package static func sha256(_ text: String) -> String { hex(text, EVP_sha256()) }

    private static func hex(_ text: String, _ algorithm: OpaquePointer?) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let bytes = Array(text.utf8)
        let ok = bytes.withUnsafeBufferPointer { input in
            EVP_Digest(input.baseAddress, input.count, &digest, &length, algorithm, nil)
        }
        // Only an out-of-memory inside libcrypto fails here: nothing to recover.
        precondition(ok == 1, "libcrypto could not compute a digest")
        return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }
}
