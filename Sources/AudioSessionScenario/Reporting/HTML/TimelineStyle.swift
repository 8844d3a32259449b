/// The page's style sheet, SVG patterns, legend and script, all inline (the page fetches nothing).
///
/// Colours are the Okabe–Ito palette, which stays distinct for the common kinds of colour blindness; every state
/// also has its words on the bar, and the states that are easy to confuse have a pattern, so print in grey and
/// readers who do not see colour lose nothing.
enum TimelineStyle {
    static let css = """
        :root{color-scheme:light;--fail:#B34700;--ok:#00775A;--ink:#1b1b1b;--muted:#5a5a5a;--rule:#d0d0d0}
        *{box-sizing:border-box}
        html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
        body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;color:var(--ink);background:#fff}
        main{max-width:1240px;margin:0 auto;padding:12px 16px 40px}
        h1{font-size:1.45rem;margin:.4em 0 .2em}h2{font-size:1.2rem;margin:1.2em 0 .4em}h3{font-size:1.05rem;margin:1.1em 0 .4em}
        section.scenario{border-top:3px solid var(--rule);padding-top:6px;margin-top:18px}
        section.scenario:first-of-type{border-top:0;margin-top:0}
        .summary{margin:.2em 0 .8em;color:var(--muted)}
        .file{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.9em;overflow-wrap:anywhere}
        .verdict.pass{color:var(--ok)}.verdict.fail{color:var(--fail)}
        .failures,.error,.problems{border:2px solid var(--fail);border-left-width:8px;background:#fff4ec;padding:6px 12px;margin:0 0 14px}
        .failures h2,.failures h3,.error h2,.error h3,.problems h2{margin:.3em 0;color:var(--fail)}
        .overview nav ol{padding-left:1.4em}.overview li.fail::marker{color:var(--fail)}
        .picture{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        figure{margin:0}
        .chart{flex:1 1 860px;min-width:0;max-width:100%}
        .scroll{overflow-x:auto;border:1px solid var(--rule);border-radius:4px}
        .scroll:focus{outline:2px solid #0072B2}
        svg.timeline{display:block;width:100%;min-width:900px;height:auto}
        svg text{font-family:ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;font-size:11px;fill:var(--ink)}
        .rowtitle{fill:var(--muted)}.tick{font-weight:600}.muted{fill:var(--muted)}
        .lanetitle{font-size:13px;font-weight:700;font-family:system-ui,"DejaVu Sans",sans-serif}
        .laneheader{fill:#f1f1f1}.steps .laneheader{fill:#e9eef3}
        .axisline{stroke:#777;stroke-width:1}.gridline{stroke:#cfcfcf;stroke-dasharray:3 3}.baseline{stroke:#e4e4e4}
        .barlabel{paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
        .bar rect{stroke:#00000040;stroke-width:1}
        .fg rect{fill:#56B4E9}.inactive rect{fill:url(#pat-inactive)}.bg rect{fill:#CBE6F7}.suspended rect{fill:url(#pat-suspended)}
        .active rect{fill:#009E73}.ducked rect{fill:url(#pat-ducked)}.silenced rect{fill:url(#pat-silenced)}
        .interrupted rect{fill:url(#pat-interrupted)}
        .playing rect{fill:#0072B2}.unheard rect{fill:url(#pat-unheard)}
        .recording rect{fill:#E69F00}.silentInput rect{fill:url(#pat-silentinput)}
        .route rect{fill:#ececec;stroke:#8a8a8a}.route.alt rect{fill:#d9d9d9}
        .marker .glyph{fill:#444;stroke:#fff;stroke-width:1}
        .marker.call .glyph{stroke:#444;stroke-width:2}
        .marker.call.failed .glyph{stroke:var(--fail);stroke-width:3}
        .marker.failed .markerlabel{fill:var(--fail);font-weight:700}
        .marker.notification[data-kind=interruptionBegan] .glyph{fill:#D55E00}
        .marker.notification[data-kind=interruptionEnded] .glyph{fill:#009E73}
        .marker.notification[data-kind=routeChange] .glyph{fill:#0072B2}
        .marker.notification[data-kind=silenceSecondaryAudioHint] .glyph{fill:#CC79A7}
        .marker.expectation .glyph{fill:var(--ok)}.marker.expectation.failed .glyph{fill:var(--fail)}
        .marker .sign{stroke:#fff;stroke-width:2;fill:none}
        .marker:hover .markerlabel,.marker:focus .markerlabel{text-decoration:underline}
        .marker:focus{outline:none}.marker:focus .glyph{stroke:#000;stroke-width:2}
        .legend{display:flex;flex-wrap:wrap;gap:4px 14px;font-size:.85rem;color:var(--muted);margin:6px 2px 0;padding:0;list-style:none}
        .legend li{display:flex;align-items:center;gap:5px}.legend svg{flex:none}
        .players{flex:0 1 300px;border:1px solid var(--rule);border-radius:4px;padding:4px 12px 10px}
        .players h2,.players h3{margin:.3em 0}.player{margin:6px 0}.player figcaption{font-size:.9rem}
        .player audio{width:100%}
        table{border-collapse:collapse;width:100%;margin:.3em 0 1em;font-size:.88rem}
        caption{text-align:left;font-weight:700;padding:4px 0}
        th,td{border:1px solid var(--rule);padding:3px 6px;text-align:left;vertical-align:top;overflow-wrap:break-word}
        .expectations td:nth-child(-n+4),.failures td:nth-child(-n+3),.notifications td:nth-child(-n+2),
        .notifications td:nth-child(5),.intervals td:nth-child(-n+2),.trace td:nth-child(-n+2){white-space:nowrap;width:1%}
        th{background:#f4f4f4}
        tr.failed td{background:#fff0e6}tr.failed td:first-child{color:var(--fail);font-weight:700}
        tr.ok td:first-child{color:var(--ok)}
        tr:target td{outline:2px solid #0072B2;background:#eaf4fb}
        a{color:#005a8e}
        @media (max-width:700px){body{font-size:14px}main{padding:8px}table{font-size:.8rem;display:block;overflow-x:auto}
        th,td{padding:2px 4px;white-space:normal!important;width:auto!important;overflow-wrap:anywhere}}
        @media print{.scroll{overflow:visible;border:0}svg.timeline{min-width:0}a{color:inherit;text-decoration:none}
        section.scenario{break-before:page}section.scenario:first-of-type{break-before:auto}tr{break-inside:avoid}}
        """

    /// The fills with patterns, defined once for every picture of the page.
    static let patterns = """
        <svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false"><defs>
        <pattern id="pat-inactive" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#56B4E9"/><circle cx="3" cy="3" r="1.2" fill="#fff"/></pattern>
        <pattern id="pat-suspended" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#e6e6e6"/><path d="M0 0V6" stroke="#8a8a8a" stroke-width="2"/></pattern>
        <pattern id="pat-ducked" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#F0E442"/><circle cx="3" cy="3" r="1.3" fill="#7a7000"/></pattern>
        <pattern id="pat-silenced" width="7" height="7" patternUnits="userSpaceOnUse"><rect width="7" height="7" fill="#CC79A7"/><path d="M0 0L7 7M7 0L0 7" stroke="#fff" stroke-width="1.2"/></pattern>
        <pattern id="pat-interrupted" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="8" height="8" fill="#D55E00"/><path d="M0 0V8" stroke="#fff" stroke-width="3" opacity=".55"/></pattern>
        <pattern id="pat-unheard" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><rect width="6" height="6" fill="#d3e4f2"/><path d="M0 0V6" stroke="#0072B2" stroke-width="2"/></pattern>
        <pattern id="pat-silentinput" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)"><rect width="6" height="6" fill="#f8e2b5"/><path d="M0 0V6" stroke="#E69F00" stroke-width="2"/></pattern>
        </defs></svg>
        """

    /// Records whether the page fits its window (`data-fits-width`) and how many resources it fetched (none), for
    /// people checking a layout and for the browser tests.
    static let script = """
        (function(){var d=document.documentElement;function check(){d.setAttribute("data-scroll-width",String(d.scrollWidth));\
        d.setAttribute("data-client-width",String(d.clientWidth));d.setAttribute("data-fits-width",String(d.scrollWidth<=d.clientWidth));\
        var r=window.performance&&performance.getEntriesByType?performance.getEntriesByType("resource").length:-1;\
        d.setAttribute("data-resources-fetched",String(r));}\
        check();window.addEventListener("load",check);window.addEventListener("resize",check);})();
        """

    /// One legend entry: a small picture and its words.
    private static func entry(_ picture: String, _ words: String) -> String {
        "<li><svg width=\"26\" height=\"16\" viewBox=\"0 0 26 16\" aria-hidden=\"true\">\(picture)</svg>\(words)</li>"
    }

    /// What every colour, pattern and shape means.
    static let legend: String = {
        let bars: [(String, String)] = [
            ("fg", "foreground"), ("inactive", "inactive (covered)"), ("bg", "background"), ("suspended", "suspended"),
            ("active", "session active"), ("ducked", "ducked"), ("silenced", "silenced"),
            ("interrupted", "interrupted"), ("playing", "playing"), ("unheard", "playing, not heard"),
            ("recording", "recording"), ("silentInput", "recording silence"), ("route", "route (ports)"),
        ]
        var items = bars.map { style, words in
            entry("<g class=\"bar \(style)\"><rect x=\"1\" y=\"2\" width=\"24\" height=\"12\" rx=\"2\"/></g>", words)
        }
        let marks: [(String, String, String)] = [
            ("step", "rect", "step of the user or the system"), ("call", "path", "the app's call (↳ reaction)"),
            ("interruptionBegan", "began", "interruption began"), ("interruptionEnded", "ended", "interruption ended"),
            ("routeChange", "route", "route change"), ("silenceSecondaryAudioHint", "hint", "silence hint"),
            ("other", "circle", "other notification"), ("ok", "ok", "expectation held"),
            ("failed", "failed", "expectation failed"),
        ]
        for (kind, form, words) in marks {
            let picture: String
            switch form {
            case "rect":
                picture =
                    "<g class=\"marker step\"><rect class=\"glyph\" x=\"9\" y=\"4\" width=\"8\" height=\"8\"/></g>"
            case "path":
                picture = "<g class=\"marker call\"><path class=\"glyph\" d=\"M13 2V14\"/></g>"
            case "began":
                picture =
                    "<g class=\"marker notification\" data-kind=\"\(kind)\"><path class=\"glyph\" d=\"M7 3H19L13 14Z\"/></g>"
            case "ended":
                picture =
                    "<g class=\"marker notification\" data-kind=\"\(kind)\"><path class=\"glyph\" d=\"M7 13H19L13 2Z\"/></g>"
            case "route":
                picture =
                    "<g class=\"marker notification\" data-kind=\"\(kind)\"><path class=\"glyph\" d=\"M13 2L19 8L13 14L7 8Z\"/></g>"
            case "hint":
                picture =
                    "<g class=\"marker notification\" data-kind=\"\(kind)\"><path class=\"glyph\" d=\"M8 3H18V13H8Z\"/></g>"
            case "ok":
                picture =
                    "<g class=\"marker expectation\"><circle class=\"glyph\" cx=\"13\" cy=\"8\" r=\"6\"/>"
                    + "<path class=\"sign\" d=\"M10 8L12 11L16.5 5\"/></g>"
            case "failed":
                picture =
                    "<g class=\"marker expectation failed\"><rect class=\"glyph\" x=\"7\" y=\"2\" width=\"12\" height=\"12\"/>"
                    + "<path class=\"sign\" d=\"M10 5L16 11M16 5L10 11\"/></g>"
            default:
                picture = "<g class=\"marker notification\"><circle class=\"glyph\" cx=\"13\" cy=\"8\" r=\"5\"/></g>"
            }
            items.append(entry(picture, words))
        }
        return "<ul class=\"legend\" aria-label=\"Legend\">\(items.joined())</ul>"
    }()
}
