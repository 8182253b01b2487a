/// How a time of day is written: `15:05` or `3:05pm`, and a chart's hour
/// labels, `15` or `3p`. Every time of day the program shows goes through here.
public enum ClockFormat: String, CaseIterable, Equatable, Sendable {
    case twelveHour = "12"
    case twentyFourHour = "24"

    /// `HH:MM`, or `h:MMam` / `h:MMpm` (`12:00am` is midnight, `12:00pm` noon).
    public func text(hour: Int, minute: Int) -> String {
        let minutes = (minute < 10 ? ":0" : ":") + String(minute)
        switch self {
        case .twentyFourHour: return (hour < 10 ? "0" : "") + String(hour) + minutes
        case .twelveHour: return String(Self.twelveHourNumber(hour)) + minutes + (hour < 12 ? "am" : "pm")
        }
    }

    /// An hour label under a chart: `00`…`23`, or `12a`, `1a`…`11a`, `12p`…`11p`
    /// (short, so labels stay whole at the same pitch).
    public func hourLabel(_ hour: Int) -> String {
        switch self {
        case .twentyFourHour: return (hour < 10 ? "0" : "") + String(hour)
        case .twelveHour: return String(Self.twelveHourNumber(hour)) + (hour < 12 ? "a" : "p")
        }
    }

    /// A time of day as a user types it: `HH:MM` (24-hour, two digits each),
    /// or `h:MMam`/`h:MMpm` (also `h am`, `hpm`, upper case, with a space),
    /// whatever the format shown; nil otherwise.
    public static func parse(_ text: String) -> (hour: Int, minute: Int)? {
        let lower = text.lowercased()
        let suffix = ["am", "pm"].first { lower.hasSuffix($0) }
        guard let suffix else {
            let parts = lower.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].count == 2, parts[1].count == 2,
                  parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                  let hour = Int(parts[0]), let minute = Int(parts[1]),
                  (0...23).contains(hour), (0...59).contains(minute)
            else { return nil }
            return (hour, minute)
        }
        var body = lower.dropLast(2)
        if body.last == " " { body = body.dropLast() }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (1...2).contains(parts[0].count), parts.count == 1 || parts[1].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let twelve = Int(parts[0]), (1...12).contains(twelve)
        else { return nil }
        let minute = parts.count == 2 ? Int(parts[1]) ?? 60 : 0
        guard (0...59).contains(minute) else { return nil }
        return (twelve % 12 + (suffix == "pm" ? 12 : 0), minute)
    }

    /// The default: the locale's own clock. The locale is the first of
    /// `LC_ALL`, `LC_TIME`, `LANG` that is set and not empty (POSIX order);
    /// its `language_TERRITORY` (codeset and modifier aside) is 12-hour when
    /// glibc's data for it writes times with AM/PM (`en_US`, `en_CA`, `en_IN`,
    /// `hi_IN`, `ar_EG`…), and 24-hour otherwise (`en_GB`, `en_AU`, `de_DE`,
    /// `fr_CA`, `C`, `POSIX`, none).
    public init(locale environment: [String: String]) {
        let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let territory = name.prefix { $0 != "." && $0 != "@" }
        self = Self.twelveHourLocales.contains(String(territory)) ? .twelveHour : .twentyFourHour
    }

    private static func twelveHourNumber(_ hour: Int) -> Int { hour % 12 == 0 ? 12 : hour % 12 }

    /// The locales of glibc 2.36 whose `t_fmt` (or the locale it copies) has
    /// `%r` or `%I`.
    static let twelveHourLocales: Set<String> = Set("""
        aa_DJ aa_ER aa_ET ak_GH am_ET anp_IN ar_AE ar_BH ar_DZ ar_EG ar_IN ar_IQ ar_JO ar_KW ar_LB
        ar_LY ar_OM ar_QA ar_SD ar_SS ar_SY ar_TN ar_YE as_IN bhb_IN bho_IN bho_NP bi_VU bn_BD bn_IN
        brx_IN byn_ER chr_US ckb_IQ doi_IN el_CY el_GR en_CA en_HK en_IN en_PH en_US ff_SN fil_PH gd_GB
        gez_ER gez_ET gu_IN ha_NG hi_IN hif_FJ hne_IN hy_AM ig_NG ik_CA iu_CA kn_IN kok_IN ks_IN mag_IN
        mai_IN mai_NP mjw_IN ml_IN mni_IN mr_IN ms_MY om_ET om_KE pa_IN quz_PE raj_IN sa_IN sat_IN
        sd_IN shs_CA sid_ET sm_WS so_DJ so_ET so_SO sq_AL sq_MK sw_KE sw_TZ ta_IN tcy_IN te_IN the_NP
        ti_ER ti_ET tig_ER tl_PH to_TO tpi_PG ur_IN wal_ET yo_NG zh_HK
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
