import ShyBarAppSupport

/// `shybar compare --summary FILE`: the summary of a saved blind A/B session (the same
/// lines the side-by-side view shows), without touching GTK.
/// Returns the exit status: 0 success, 1 an unreadable or bad results file, 2 a bad option.
func runCompareSummary(_ arguments: [String]) -> Int32 {
    let usage = "usage: shybar compare --summary FILE"
    if arguments == ["--help"] || arguments == ["-h"] {
        print(usage + "\nPrints the summary of a blind A/B results file saved by the side-by-side view (Ctrl+B).")
        return 0
    }
    guard arguments.count == 2, arguments[0] == "--summary" || arguments[0] == "-s" else {
        StandardStream.warn("shybar compare: " + (arguments.isEmpty ? "nothing to do" : "unexpected \(arguments.joined(separator: " "))") + "; " + usage)
        return 2
    }
    let path = arguments[1]
    let results: BlindResults
    do {
        results = try BlindResults.parse(try AtomicFile.read(path))
    } catch let error as FileError {
        StandardStream.warn("shybar compare: cannot read \(path): \(error.message)")
        return 1
    } catch {
        StandardStream.warn("shybar compare: \(path): \(error)")
        return 1
    }
    let summary = BlindSummary(results)
    var text = "Session: \(results.page), A \(results.presetA), B \(results.presetB)\n"
    for line in summary.lines { text += line + "\n" }
    do {
        try StandardStream.output.write(text)
    } catch {
        StandardStream.warn("shybar compare: cannot write standard output: \(error.message)")
        return 1
    }
    return 0
}
