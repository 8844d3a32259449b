import AudioSessionModel

/// A table of the model's data with a title, column headings and rows of text, as `audiosession explain` prints it.
public struct ReferenceTable: Hashable, Sendable, Codable {
    /// What the table shows and where it comes from.
    public var title: String
    /// The column headings.
    public var columns: [String]
    /// The rows, each with one cell per column.
    public var rows: [[String]]

    /// A table.
    public init(title: String, columns: [String], rows: [[String]]) {
        self.title = title
        self.columns = columns
        self.rows = rows
    }

    /// Apple's Table B-1 as the model has it: one row per category.
    public static var categories: ReferenceTable {
        ReferenceTable(
            title: "Categories (ASPG Table B-1, extended; rules P5, A3, L3, R2)",
            columns: [
                "category", "silenced by switch/lock", "interrupts non-mixable others", "input/output", "background",
                "AirPlay",
            ],
            rows: CategoryTraits.table.map { traits in
                [
                    traits.category.description, traits.isSilencedBySwitchAndLock ? "yes" : "no",
                    traits.interruptionText, traits.directionText, traits.isBackgroundCapable ? "yes" : "no",
                    traits.airPlay.description,
                ]
            })
    }

    /// The mode table as the model has it: one row per mode.
    public static var modes: ReferenceTable {
        ReferenceTable(
            title: "Modes (ASPG Table B-2, extended to iOS 26; rules C4, C5)",
            columns: ["mode", "valid categories", "implied options", "required options", "iOS"],
            rows: ModeTraits.table.map { traits in
                [
                    traits.mode.description,
                    traits.validCategories == Category.allCases
                        ? "all" : traits.validCategories.map(\.description).joined(separator: ", "),
                    traits.impliedOptions.isEmpty ? "-" : traits.impliedOptions.names.joined(separator: ", "),
                    traits.requiredOptions.isEmpty ? "-" : traits.requiredOptions.names.joined(separator: ", "),
                    OSVersion.allCases.filter { $0 >= traits.introducedIn }.map(\.description).joined(separator: ", "),
                ]
            })
    }

    /// The title, then the columns padded to their widest cell and separated by two spaces; no trailing spaces.
    public var text: String {
        var widths = columns.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            var text = ""
            for (index, cell) in cells.enumerated() {
                let isLast = index == cells.count - 1
                let width = index < widths.count ? widths[index] : cell.count
                text += isLast ? cell : cell + String(repeating: " ", count: width - cell.count + 2)
            }
            return text
        }
        return ([title, line(columns)] + rows.map(line)).joined(separator: "\n")
    }
}
