import DayBands

/// The checks once the arguments are read: what a command cannot go without,
/// then what belongs to it and what each option needs (both from the table),
/// then the few rules between options.
enum UsageRules {
    typealias Rule = @Sendable (Invocation) -> String?

    static func check(_ state: ParseState) throws(UsageError) {
        if let message = before.lazy.compactMap({ $0(state.invocation) }).first { throw UsageError(message) }
        if let command = state.command {
            if let option = state.given.first(where: { !$0.commands.contains(command) }) {
                throw UsageError(refusal(of: option, by: command))
            }
            if !state.invocation.files.isEmpty, !command.takesFiles { throw UsageError(refusal(of: nil, by: command)) }
        }
        if let needs = state.given.compactMap(\.needs).first(where: { !$0.holds(state.invocation) }) {
            // The options of this command that need the same (render has no --paper).
            let names = Option.all.filter { option in
                option.needs?.says == needs.says && state.command.map(option.commands.contains) != false
            }.map(\.name)
            throw UsageError("\(SettingValue.listing(names, "and")) \(names.count > 1 ? "belong" : "belongs") to \(needs.says)")
        }
        if let message = after.lazy.compactMap({ $0(state.invocation) }).first { throw UsageError(message) }
    }

    /// What a command cannot go without, and the two sources that exclude each other.
    static let before: [Rule] = [
        { $0.mode == .archive && $0.archiveAction == nil
            ? "'daybands archive' takes \(SettingValue.listing(Command.arguments(of: "archive"), "or"))" : nil },
        { $0.mode == .completions && ($0.shell == nil || !$0.files.isEmpty)
            ? "'daybands completions' takes \(SettingValue.listing(Command.arguments(of: "completions"), "or"))" : nil },
        { $0.mode == .importFiles && $0.files.isEmpty ? "'daybands import' needs at least one FILE" : nil },
        { $0.mode == .sync && $0.nightscout == nil && $0.person == nil ? "'daybands sync' needs --nightscout URL or --person NAME" : nil },
        { $0.nightscout != nil && !$0.files.isEmpty ? "give either files or --nightscout URL, not both" : nil },
        { $0.person != nil && !$0.files.isEmpty ? "give either files or --person NAME, not both" : nil },
        { $0.mode == .status && $0.nightscout == nil && $0.person == nil && !$0.all
            ? "'daybands status' needs --nightscout URL, --person NAME or --all" : nil },
        { $0.all && ($0.nightscout != nil || $0.person != nil) ? "give either --all or one site or person, not both" : nil },
        { $0.person != nil && $0.nightscout != nil ? "give either --nightscout URL or --person NAME, not both" : nil },
        // --follow alone follows the config file's people (the list), nothing else.
        { $0.follow && $0.nightscout == nil && $0.person == nil && (!$0.files.isEmpty || $0.archive != nil)
            ? "--follow follows --nightscout URL, --person NAME, or alone every person of the config file" : nil },
    ]

    /// Options that exclude each other, or must be in order.
    static let after: [Rule] = [
        { $0.mode == .stats && $0.day != nil && ($0.from != nil || $0.to != nil) ? "give either --day or --from/--to, not both" : nil },
        // patterns' picture is the heat map: the claims' options print text.
        { $0.mode == .patterns && ($0.json || $0.explain) && $0.format?.isPicture == true
            ? "--json and --explain print the claims as text: not with --format \($0.format!.rawValue)" : nil },
        { invocation in
            guard let from = invocation.from, let to = invocation.to, from > to else { return nil }
            return "--from \(from) is after --to \(to)"
        },
        { $0.days != nil && ($0.from != nil || $0.to != nil) ? "give either --days or --from/--to, not both" : nil },
        // With --nightscout, --archive is where --follow keeps what it polls.
        { $0.archive != nil && ![.importFiles, .sync].contains($0.mode)
            && (!$0.files.isEmpty || ($0.nightscout != nil || $0.person != nil) && !$0.follow)
            ? "give either files, --nightscout URL, --person NAME or --archive PATH, not more than one" : nil },
    ]

    /// Why `option` (nil: a file) does not belong to `command`, as the command says it.
    static func refusal(of option: Option?, by command: Command) -> String {
        switch command.refusal {
        case .takesOnly(let operands):
            let named = Usage.optionsNamed(in: command.synopsis)
            let taken = Option.all.filter { $0.commands.contains(command) && !$0.isMeta && !named.contains($0.name) }.map(\.name)
            return taken.isEmpty ? "'daybands \(command.name)' takes no options"
                                 : "'daybands \(command.name)' takes \(operands)only \(SettingValue.listing(taken, "and"))"
        case .covers(let what) where option?.commands.contains(.render) == true:
            let refused = Option.all.filter { $0.commands.contains(.render) && !$0.commands.contains(command) }.map(\.name)
            return "'daybands \(command.name)' covers \(what), not \(SettingValue.listing(refused, "or"))"
        case .byOption, .covers:
            guard let option else { return "'daybands \(command.name)' takes no FILE" }
            let names = option.family.map { family in Option.all.filter { $0.family == family }.map(\.name) } ?? [option.name]
            let owners = option.commands.map { $0 == .view ? "the viewer ('daybands view')" : "'daybands \($0.name)'" }
            return "\(SettingValue.listing(names, "and")) \(names.count > 1 ? "belong" : "belongs") to \(SettingValue.listing(owners, "and"))"
        }
    }
}
