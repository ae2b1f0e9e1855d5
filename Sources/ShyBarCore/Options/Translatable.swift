/// Marks an English text of the option tables as one to translate, and returns it unchanged:
/// the core speaks no language. The app translates the text it shows (gettext), and
/// `scripts/update-po.sh` extracts every `translatable("…")` literal into its catalog.
public func translatable(_ text: String) -> String { text }
