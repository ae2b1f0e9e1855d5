extension StickyOptions {
    /// Every option of the sticky toolbar: its quick-return header switch, then the
    /// quick-return options that tune that header (``QuickReturnOptions/optionTable``).
    public static let optionTable: [TuningOption<StickyOptions>] = [
        .toggle("quick-return-header", \.quickReturnHeader, title: translatable("Quick-return header"),
                help: "the header re-enters on reverse scroll over the pinned toolbar"),
    ] + QuickReturnOptions.optionTable.map { $0.lifted(through: \StickyOptions.quickReturn) }
}
