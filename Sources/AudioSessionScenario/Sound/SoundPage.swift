import AudioSessionSound

/// `index.html` of a render: a plain page with an audio player per port file.
enum SoundPage {
    static func html(scenario: String, ports: [PortID]) -> String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"><title>\(escape(scenario))</title>
            <style>body{font:15px/1.4 system-ui,sans-serif;margin:2em;max-width:1200px}\
            li{margin:.6em 0}code{font-size:14px}</style></head>
            <body>
            <h1>\(escape(scenario))</h1>
            <p>One file per output port; <a href="cues.json">cues.json</a> lists every gain change with its rule.</p>
            <ul>

            """
        for port in ports {
            let file = escape(port.fileName)
            page +=
                "<li><code>\(escape(port.description))</code><br><audio controls preload=\"none\" src=\"\(file)\"></audio> <a href=\"\(file)\">\(file)</a></li>\n"
        }
        page += "</ul>\n</body>\n</html>\n"
        return page
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
