import CHaru
import Foundation

/// A PDF written with libharu, laid out from the top of US Letter pages down (portrait, or landscape for wide
/// tables): a title, lines of text, figures and
/// tables whose header repeats on each page, and a footer with the page number. Text is set in Helvetica in the
/// Windows-1252 encoding the standard fonts carry (Latin letters, accents, € and typographic punctuation); any other
/// character is written as "?". `bytes()` is the finished file.
final class PDFDocument {
    /// A table's column: its heading, width in points, and whether its cells are numbers (set flush right).
    struct Column {
        let heading: String
        let width: Float
        let numeric: Bool

        init(_ heading: String, width: Float, numeric: Bool = false) {
            self.heading = heading
            self.width = width
            self.numeric = numeric
        }
    }

    /// The margin around each page, in points.
    static let margin: Float = 48
    /// The width text may take between the margins.
    let textWidth: Float

    private let document: HPDF_Doc
    private let regular: HPDF_Font
    private let bold: HPDF_Font
    private let footer: String
    private let direction: HPDF_PageDirection
    private var page: HPDF_Page?
    private var pages = 0
    private var y: Float = 0

    /// A document whose metadata says `title`, each page ending with `footer` and its number.
    init(title: String, footer: String, landscape: Bool = false) {
        direction = landscape ? HPDF_PAGE_LANDSCAPE : HPDF_PAGE_PORTRAIT
        textWidth = (landscape ? 792 : 612) - 2 * Self.margin
        document = HPDF_New(nil, nil)
        HPDF_SetCompressionMode(document, UInt32(HPDF_COMP_ALL))
        regular = HPDF_GetFont(document, "Helvetica", "WinAnsiEncoding")
        bold = HPDF_GetFont(document, "Helvetica-Bold", "WinAnsiEncoding")
        self.footer = footer
        HPDF_SetInfoAttr(document, HPDF_INFO_TITLE, Self.encoded(title))
        HPDF_SetInfoAttr(document, HPDF_INFO_CREATOR, "Foodly")
        newPage()
    }

    deinit {
        HPDF_Free(document)
    }

    /// A heading in bold.
    func heading(_ text: String, size: Float = 16) {
        room(for: size + 10)
        write(text, x: Self.margin, size: size, font: bold)
        y -= size + 10
    }

    /// A line of text, cut to the width of the page.
    func line(_ text: String, size: Float = 10, bold isBold: Bool = false) {
        room(for: size + 5)
        write(
            fitted(text, width: textWidth, size: size, font: isBold ? bold : regular), x: Self.margin,
            size: size, font: isBold ? bold : regular)
        y -= size + 5
    }

    /// Empty space.
    func gap(_ points: Float = 8) {
        y -= points
    }

    /// Pairs of a name and a value, two to a row.
    func figures(_ pairs: [(String, String)]) {
        let half = textWidth / 2
        for start in stride(from: 0, to: pairs.count, by: 2) {
            room(for: 36)
            for (offset, (name, value)) in pairs[start..<min(start + 2, pairs.count)].enumerated() {
                let x = Self.margin + Float(offset) * half
                write(fitted(name, width: half - 8, size: 9, font: regular), x: x, y: y - 9, size: 9, font: regular)
                write(fitted(value, width: half - 8, size: 13, font: bold), x: x, y: y - 26, size: 13, font: bold)
            }
            y -= 36
        }
    }

    /// A table: the header in bold with a rule under it (again at the top of each new page; none when every
    /// heading is empty), then `rows`, and `totals` in bold above a rule when given.
    func table(_ columns: [Column], rows: [[String]], totals: [String]? = nil) {
        let width = columns.map(\.width).reduce(0, +)
        func header() {
            guard columns.contains(where: { !$0.heading.isEmpty }) else { return }
            row(columns.map(\.heading), columns, font: bold)
            rule(width)
        }
        room(for: 40)
        y -= 4
        header()
        for cells in rows {
            if y - 14 < Self.margin + 24 {
                newPage()
                header()
            }
            row(cells, columns, font: regular)
        }
        if let totals {
            room(for: 20)
            rule(width)
            row(totals, columns, font: bold)
        }
        y -= 6
    }

    /// libharu could not write the file (it reports its own error code).
    struct Failure: Error, CustomStringConvertible {
        let code: UInt

        var description: String { "libharu could not write a PDF (error 0x\(String(code, radix: 16)))" }
    }

    /// The finished file; a `Failure` when libharu could not write it, never an empty file.
    func bytes() throws -> [UInt8] {
        guard HPDF_SaveToStream(document) == HPDF_STATUS(HPDF_OK) else {
            throw Failure(code: UInt(HPDF_GetError(document)))
        }
        var size = HPDF_GetStreamSize(document)
        guard size > 0 else { throw Failure(code: UInt(HPDF_GetError(document))) }
        var bytes = [UInt8](repeating: 0, count: Int(size))
        let status = HPDF_ReadFromStream(document, &bytes, &size)
        guard status == HPDF_STATUS(HPDF_OK) || status == HPDF_STATUS(HPDF_STREAM_EOF), size > 0 else {
            throw Failure(code: UInt(status))
        }
        return Array(bytes.prefix(Int(size)))
    }

    private func row(_ cells: [String], _ columns: [Column], font: HPDF_Font) {
        var x = Self.margin
        for (cell, column) in zip(cells, columns) {
            let text = fitted(cell, width: column.width - 6, size: 9, font: font)
            let offset = column.numeric ? column.width - 6 - width(of: text, size: 9, font: font) : 0
            write(text, x: x + offset, size: 9, font: font)
            x += column.width
        }
        y -= 14
    }

    /// A thin line `width` points long under the row above.
    private func rule(_ width: Float) {
        guard let page else { return }
        HPDF_Page_SetLineWidth(page, 0.5)
        HPDF_Page_MoveTo(page, Self.margin, y + 2)
        HPDF_Page_LineTo(page, Self.margin + width, y + 2)
        HPDF_Page_Stroke(page)
        y -= 4
    }

    /// A new page when less than `height` points are left above the footer.
    private func room(for height: Float) {
        if y - height < Self.margin + 24 { newPage() }
    }

    private func newPage() {
        let next = HPDF_AddPage(document)
        HPDF_Page_SetSize(next, HPDF_PAGE_SIZE_LETTER, direction)
        pages += 1
        page = next
        y = HPDF_Page_GetHeight(next) - Self.margin
        write("\(footer) · Page \(pages)", x: Self.margin, y: Self.margin - 18, size: 8, font: regular)
    }

    private func write(_ text: String, x: Float, y atY: Float? = nil, size: Float, font: HPDF_Font) {
        guard let page else { return }
        HPDF_Page_BeginText(page)
        HPDF_Page_SetFontAndSize(page, font, size)
        HPDF_Page_TextOut(page, x, atY ?? y - size, Self.encoded(text))
        HPDF_Page_EndText(page)
    }

    private func width(of text: String, size: Float, font: HPDF_Font) -> Float {
        guard let page else { return 0 }
        HPDF_Page_SetFontAndSize(page, font, size)
        return HPDF_Page_TextWidth(page, Self.encoded(text))
    }

    /// `text`, cut with "…" to fit `width` points.
    private func fitted(_ text: String, width limit: Float, size: Float, font: HPDF_Font) -> String {
        guard width(of: text, size: size, font: font) > limit else { return text }
        var kept = Substring(text)
        while !kept.isEmpty, width(of: kept + "…", size: size, font: font) > limit { kept = kept.dropLast() }
        return kept + "…"
    }

    /// `text` as a C string in Windows-1252: ASCII and Latin-1 as they are, the punctuation the code page adds
    /// (€, “ ” ‘ ’, –, —, •, …), anything else "?".
    static func encoded(_ text: String) -> [CChar] {
        let extra: [Unicode.Scalar: UInt8] = [
            "€": 0x80, "‚": 0x82, "„": 0x84, "…": 0x85, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "•": 0x95,
            "–": 0x96, "—": 0x97, "™": 0x99,
        ]
        var bytes: [CChar] = []
        for scalar in text.unicodeScalars {
            let byte: UInt8 =
                if scalar.value >= 0x20 && scalar.value < 0x7F || (0xA0...0xFF).contains(scalar.value) {
                    UInt8(scalar.value)
                } else {
                    extra[scalar] ?? UInt8(ascii: "?")
                }
            bytes.append(CChar(bitPattern: byte))
        }
        return bytes + [0]
    }
}
