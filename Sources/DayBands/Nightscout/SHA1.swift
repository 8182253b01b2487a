import CCrypto
import Foundation

/// SHA-1 by OpenSSL's libcrypto (the EVP interface, which OpenSSL 3 does not
/// deprecate), for Nightscout's `api-secret` header.
enum SHA1 {
    /// The lowercase hexadecimal digest of the text's UTF-8 bytes.
    static func hex(_ text: String) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let bytes = Array(text.utf8)
        let ok = bytes.withUnsafeBufferPointer { input in
            EVP_Digest(input.baseAddress, input.count, &digest, &length, EVP_sha1(), nil)
        }
        // Only an out-of-memory inside libcrypto fails here: nothing to recover.
        precondition(ok == 1, "libcrypto could not compute SHA-1")
        return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }
}
