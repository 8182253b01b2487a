/// The schema's steps 1 to 6 (`ArchiveSchema.migrations` goes on from
/// them): the sources, readings and treatments, the sync state, and the
/// rebuilds of the readings and the sync state that followed. Never edited.
extension ArchiveSchema {
    static let firstSteps: [String] = [
        // 1: sources, readings, treatments. Instants are whole seconds since
        // 1970 UTC (the importers compare records to the second); amounts in
        // mg/dL, units and grams. The checks repeat `Plausible`'s limits so
        // nothing implausible can be stored, whoever writes.
        """
        CREATE TABLE sources (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN ('file', 'nightscout')),
            name TEXT NOT NULL,
            cadence_seconds REAL CHECK (cadence_seconds > 0),
            UNIQUE (kind, name)
        );
        CREATE TABLE readings (
            instant INTEGER NOT NULL CHECK (instant >= 946684800 AND instant < 4102444800),
            source_id INTEGER NOT NULL REFERENCES sources (id),
            mgdl REAL NOT NULL CHECK (mgdl >= 1 AND mgdl <= 1000),
            trend TEXT,
            flag TEXT NOT NULL CHECK (flag IN ('measured', 'belowSensorRange', 'aboveSensorRange')),
            PRIMARY KEY (instant, source_id)
        ) WITHOUT ROWID;
        CREATE INDEX readings_by_source ON readings (source_id, instant);
        CREATE TABLE treatments (
            id INTEGER PRIMARY KEY,
            instant INTEGER NOT NULL CHECK (instant >= 946684800 AND instant < 4102444800),
            type TEXT NOT NULL CHECK (type IN ('insulin', 'carbs')),
            amount REAL NOT NULL CHECK (amount > 0),
            source_id INTEGER NOT NULL REFERENCES sources (id),
            kind TEXT NOT NULL,
            UNIQUE (instant, type, amount, source_id)
        );
        CREATE INDEX treatments_by_source ON treatments (source_id, instant);
        """,
        // 2: how far `daybands sync` has got with each site's entries and
        // treatments (`SyncState`), in epoch milliseconds as the site's
        // bounds are (seconds from step 6): the range covered, and the walk under way.
        """
        CREATE TABLE sync_state (
            source_id INTEGER NOT NULL REFERENCES sources (id),
            collection TEXT NOT NULL CHECK (collection IN ('entries', 'treatments')),
            covered_start INTEGER,
            covered_end INTEGER,
            walk_target INTEGER,
            walk_upper INTEGER,
            walk_reached INTEGER,
            walk_as_of INTEGER,
            PRIMARY KEY (source_id, collection)
        ) WITHOUT ROWID;
        """,
        // 3: each reading's series (`GlucoseSeries`: a device, or the file or
        // site, periodic or scans), so the archive gives back the series a
        // file was read as: capture and the gap rule per device, Libre scans
        // apart. Readings are unique per series and instant (a scan in the
        // minute of a historic reading is kept, as the viewer keeps it), so
        // the table is rebuilt (the key's columns first, as SQLite stores
        // them); it keeps `source_id` for the per-source queries (`archive
        // check` verifies it is the series' source). Each
        // source's readings so far become one periodic series named as the
        // source, with its cadence; cadence is the series' from now on.
        """
        CREATE TABLE series (
            id INTEGER PRIMARY KEY,
            source_id INTEGER NOT NULL REFERENCES sources (id),
            name TEXT NOT NULL,
            sampling TEXT NOT NULL CHECK (sampling IN ('periodic', 'scans')),
            cadence_seconds REAL CHECK (cadence_seconds > 0),
            UNIQUE (source_id, name, sampling)
        );
        INSERT INTO series (id, source_id, name, sampling, cadence_seconds)
            SELECT id, id, name, 'periodic', cadence_seconds FROM sources;
        ALTER TABLE sources DROP COLUMN cadence_seconds;
        CREATE TABLE readings_by_series (
            instant INTEGER NOT NULL CHECK (instant >= 946684800 AND instant < 4102444800),
            series_id INTEGER NOT NULL REFERENCES series (id),
            source_id INTEGER NOT NULL REFERENCES sources (id),
            mgdl REAL NOT NULL CHECK (mgdl >= 1 AND mgdl <= 1000),
            trend TEXT,
            flag TEXT NOT NULL CHECK (flag IN ('measured', 'belowSensorRange', 'aboveSensorRange')),
            PRIMARY KEY (instant, series_id)
        ) WITHOUT ROWID;
        INSERT INTO readings_by_series (instant, series_id, source_id, mgdl, trend, flag)
            SELECT instant, source_id, source_id, mgdl, trend, flag FROM readings;
        DROP TABLE readings;
        ALTER TABLE readings_by_series RENAME TO readings;
        CREATE INDEX readings_by_source ON readings (source_id, instant);
        """,
        // 4: readings rebuilt for the import's speed, the same rules kept.
        // The flag's check is written as comparisons: SQLite builds a
        // temporary b-tree for an IN list of three in a CHECK on every row
        // written (a fifth of an import's time). `readings_by_source` is
        // dropped: a second b-tree written per reading, when the per-source
        // queries (`archive info`, a sync's newest reading) can walk the
        // primary key.
        """
        CREATE TABLE readings_rebuilt (
            instant INTEGER NOT NULL CHECK (instant >= 946684800 AND instant < 4102444800),
            series_id INTEGER NOT NULL REFERENCES series (id),
            source_id INTEGER NOT NULL REFERENCES sources (id),
            mgdl REAL NOT NULL CHECK (mgdl >= 1 AND mgdl <= 1000),
            trend TEXT,
            flag TEXT NOT NULL CHECK (flag = 'measured' OR flag = 'belowSensorRange' OR flag = 'aboveSensorRange'),
            PRIMARY KEY (instant, series_id)
        ) WITHOUT ROWID;
        INSERT INTO readings_rebuilt (instant, series_id, source_id, mgdl, trend, flag)
            SELECT instant, series_id, source_id, mgdl, trend, flag FROM readings ORDER BY instant, series_id;
        DROP TABLE readings;
        ALTER TABLE readings_rebuilt RENAME TO readings;
        """,
        // 5: readings unique per instant, series and value, so a series may
        // hold two values at one instant, as a file shows them (a Dexcom whose
        // clock was set back an hour writes the hour's instants twice): what
        // the file shows, the archive keeps (`Archive.add` says each).
        """
        CREATE TABLE readings_rebuilt (
            instant INTEGER NOT NULL CHECK (instant >= 946684800 AND instant < 4102444800),
            series_id INTEGER NOT NULL REFERENCES series (id),
            source_id INTEGER NOT NULL REFERENCES sources (id),
            mgdl REAL NOT NULL CHECK (mgdl >= 1 AND mgdl <= 1000),
            trend TEXT,
            flag TEXT NOT NULL CHECK (flag = 'measured' OR flag = 'belowSensorRange' OR flag = 'aboveSensorRange'),
            PRIMARY KEY (instant, series_id, mgdl)
        ) WITHOUT ROWID;
        INSERT INTO readings_rebuilt (instant, series_id, source_id, mgdl, trend, flag)
            SELECT instant, series_id, source_id, mgdl, trend, flag FROM readings ORDER BY instant, series_id;
        DROP TABLE readings;
        ALTER TABLE readings_rebuilt RENAME TO readings;
        """,
        // 6: the sync state in seconds since 1970, as every other instant
        // (step 2 kept milliseconds); REAL, as a walk's bound is a
        // millisecond past a record (`RangeWalk`) and a whole second would
        // claim or lose the rest of that second.
        """
        CREATE TABLE sync_state_seconds (
            source_id INTEGER NOT NULL REFERENCES sources (id),
            collection TEXT NOT NULL CHECK (collection IN ('entries', 'treatments')),
            covered_start REAL,
            covered_end REAL,
            walk_target REAL,
            walk_upper REAL,
            walk_reached REAL,
            walk_as_of REAL,
            PRIMARY KEY (source_id, collection)
        ) WITHOUT ROWID;
        INSERT INTO sync_state_seconds
            SELECT source_id, collection, covered_start / 1000.0, covered_end / 1000.0, walk_target / 1000.0,
                   walk_upper / 1000.0, walk_reached / 1000.0, walk_as_of / 1000.0 FROM sync_state;
        DROP TABLE sync_state;
        ALTER TABLE sync_state_seconds RENAME TO sync_state;
        """,
    ]
}
