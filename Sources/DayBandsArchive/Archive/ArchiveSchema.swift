/// The archive's tables, step by step (`ArchiveSchema+Migration` brings an older archive up to date).
///
/// `PRAGMA user_version` is the schema version; `migrations[n]` takes an
/// archive from version n to n + 1, so version 0 (a new, empty file) runs
/// them all. A new version appends a step here and never edits an old one.
/// `PRAGMA application_id` marks the file as a daybands archive, so another
/// program's SQLite file is refused rather than changed.
enum ArchiveSchema {
    /// "DYBD".
    static let applicationID: Int64 = 0x4459_4244

    static var version: Int { migrations.count }

    static let migrations: [String] = firstSteps + [
        // 7: what the pump and the loop did (`TherapyRecords`). A dose says
        // whether a loop gave it (`automatic`) and how long an extended one
        // ran. `therapy` holds basal events, temporary targets and change
        // marks by `type`: `amount` is the rate (U/h), a temp's percent, a
        // switch's percentage or a target's low bound (mg/dL), `high` a
        // target's high bound, `shift` a switch's hours; a record is the same
        // as another by instant, type and amount (`RecordKey`), as doses are.
        // `basal_schedules` holds the profiles' schedules, their rates as
        // `seconds=U/h` pairs (`0=0.8;21600=1.2`).
        """
        ALTER TABLE treatments ADD COLUMN automatic INTEGER NOT NULL DEFAULT 0 CHECK (automatic = 0 OR automatic = 1);
        ALTER TABLE treatments ADD COLUMN duration_seconds REAL NOT NULL DEFAULT 0
            CHECK (duration_seconds >= 0 AND duration_seconds <= 604800);
        CREATE TABLE therapy (
            id INTEGER PRIMARY KEY,
            instant INTEGER NOT NULL CHECK (instant >= 946684800 AND instant < 4102444800),
            type TEXT NOT NULL CHECK (type = 'scheduled' OR type = 'temp' OR type = 'tempPercent' OR type = 'suspend'
                OR type = 'automated' OR type = 'profileSwitch' OR type = 'target' OR type = 'siteChange'
                OR type = 'sensorChange' OR type = 'insulinChange'),
            amount REAL NOT NULL CHECK (amount >= -100 AND amount <= 1000),
            high REAL NOT NULL DEFAULT 0 CHECK (high >= 0 AND high <= 400),
            shift REAL NOT NULL DEFAULT 0 CHECK (shift >= -24 AND shift <= 24),
            profile TEXT NOT NULL DEFAULT '',
            duration_seconds REAL NOT NULL CHECK (duration_seconds >= 0 AND duration_seconds <= 604800),
            source_id INTEGER NOT NULL REFERENCES sources (id),
            UNIQUE (instant, type, amount, source_id)
        );
        CREATE TABLE basal_schedules (
            id INTEGER PRIMARY KEY,
            valid_from INTEGER NOT NULL CHECK (valid_from >= 0 AND valid_from < 4102444800),
            name TEXT NOT NULL,
            is_default INTEGER NOT NULL CHECK (is_default = 0 OR is_default = 1),
            zone TEXT NOT NULL,
            rates TEXT NOT NULL,
            source_id INTEGER NOT NULL REFERENCES sources (id),
            UNIQUE (valid_from, name, rates, source_id)
        );
        """,
        // 8: day summaries (`Archive+DaySummaries`): per zone kept and local
        // day, what the figures of a span need of the day (`DaySummary.Kept`,
        // its bytes by `DaySummaryCodec`), so `stats` over years reads a row a
        // day. Kept by every write in its transaction; an archive of an
        // older version has them made for the local zone when it is updated.
        """
        CREATE TABLE summary_zones (zone TEXT PRIMARY KEY) WITHOUT ROWID;
        CREATE TABLE day_summaries (
            zone TEXT NOT NULL REFERENCES summary_zones (zone),
            day TEXT NOT NULL,
            summary BLOB NOT NULL,
            PRIMARY KEY (zone, day)
        ) WITHOUT ROWID;
        """,
        // 9: the day summaries made again: up to 8 a write made only the days
        // of its records, so a day a later write brought inside the span (a
        // profile's basal over a gap, a temp past the last record) kept no
        // row. No zone is kept until the rows are made again (a reader makes
        // its days from the records meanwhile): the local zone's at once
        // (`Archive.init`), another's by the next import or sync in it.
        """
        DELETE FROM day_summaries;
        DELETE FROM summary_zones;
        """,
        // 10: sources of two more kinds, LibreLinkUp and Dexcom Share accounts
        // (`ArchiveSource.Kind`). SQLite cannot alter a CHECK, and rebuilding
        // `sources` would need foreign keys off, which a transaction cannot
        // turn off: the table's SQL is rewritten in place and the schema read
        // again (SQLite's own way to change a constraint every row already
        // meets). A connection opened before reads the narrower check until
        // it reopens, which refuses only the new kinds.
        """
        PRAGMA writable_schema = ON;
        UPDATE sqlite_schema SET sql = replace(sql, 'CHECK (kind IN (''file'', ''nightscout''))',
            'CHECK (kind IN (''file'', ''nightscout'', ''librelinkup'', ''dexcom-share''))')
            WHERE type = 'table' AND name = 'sources';
        PRAGMA writable_schema = RESET;
        """,
        // 11: device statuses (`DeviceStatusRecord`), a row a record: what
        // the loop and the pump said at its time (IOB, COB, reservoir,
        // batteries, when the loop ran and why a run failed), and the loop's
        // prediction: when its first value is for, oref's eventual glucose,
        // and its curves in whole mg/dL (`PredictionCodec`; Loop's one, or
        // oref's IOB, ZT, COB and UAM). A record is the same as another by
        // its time (to the second) and uploader (`device`), whichever source
        // brought it, so a sync and an import of the same site keep it once.
        // What the loop enacted is a treatment already (a sync's temp basal or
        // SMB): not kept here. Nothing in a day summary comes from here.
        """
        CREATE TABLE device_status (
            instant INTEGER NOT NULL CHECK (instant >= 946684800 AND instant < 4102444800),
            device TEXT NOT NULL,
            source_id INTEGER NOT NULL REFERENCES sources (id),
            iob REAL CHECK (iob >= -50 AND iob <= 200),
            cob REAL CHECK (cob >= 0 AND cob <= 2000),
            reservoir REAL CHECK (reservoir >= 0 AND reservoir <= 2000),
            pump_battery REAL CHECK (pump_battery >= 0 AND pump_battery <= 100),
            uploader_battery REAL CHECK (uploader_battery >= 0 AND uploader_battery <= 100),
            loop_instant INTEGER CHECK (loop_instant >= 946684800 AND loop_instant < 4102444800),
            loop_failure TEXT,
            prediction_instant INTEGER CHECK (prediction_instant >= 946684800 AND prediction_instant < 4102444800),
            eventual REAL CHECK (eventual >= 1 AND eventual <= 1000),
            curves BLOB,
            PRIMARY KEY (instant, device)
        ) WITHOUT ROWID;
        """,
        // 12: the day summaries made again, now with their hours
        // (`HourBucket`: each hour's readings by consensus range, their sum
        // and extremes), which the hour-of-day patterns and the heat map read
        // so that a span of years costs a row a day. A row of the format
        // before would be made from the readings at every read: the local
        // zone's are made at once (`Archive.init`), another's by the next
        // import or sync in it, as after step 9.
        """
        DELETE FROM day_summaries;
        DELETE FROM summary_zones;
        """,
        // 13: the day summaries made again with the readings' summed low and
        // high risks (`BloodGlucoseRisk`: LBGI and HBGI over any span), as
        // step 12 did.
        """
        DELETE FROM day_summaries;
        DELETE FROM summary_zones;
        """,
        // 14: API v3 (`Archive+SiteHistory`): whether a site offers it, how far
        // each collection's history is read (the site's `srvModified`, epoch
        // ms), and what each site document read as (`SiteRecord`), so an edit
        // or a deletion on the site reaches its records.
        """
        CREATE TABLE site_api (source_id INTEGER PRIMARY KEY REFERENCES sources (id),
            v3 INTEGER NOT NULL CHECK (v3 = 0 OR v3 = 1), probed REAL NOT NULL);
        CREATE TABLE history_state (source_id INTEGER NOT NULL REFERENCES sources (id),
            collection TEXT NOT NULL CHECK (collection IN ('entries', 'treatments', 'devicestatus')),
            last_modified INTEGER NOT NULL, PRIMARY KEY (source_id, collection)) WITHOUT ROWID;
        CREATE TABLE site_records (source_id INTEGER NOT NULL REFERENCES sources (id),
            collection TEXT NOT NULL CHECK (collection IN ('entries', 'treatments', 'devicestatus')),
            identifier TEXT NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('reading', 'insulin', 'carbs', 'therapy', 'deviceStatus')),
            instant INTEGER NOT NULL, detail TEXT NOT NULL, amount REAL NOT NULL,
            PRIMARY KEY (source_id, collection, identifier, kind, instant, detail, amount)) WITHOUT ROWID;
        CREATE INDEX site_records_by_record ON site_records (source_id, kind, instant);
        """,
    ]

    /// The version from which the day summaries need not be made again
    /// (each step that changes what a row holds raises it to its own).
    static let summariesVersion = 13
}
