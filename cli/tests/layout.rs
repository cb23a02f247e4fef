//! The command's modules import one another one way only: a module that declares options,
//! prints notes or reads input never reaches back to the commands that use it. Read from the
//! sources' `crate::NAME` paths, so that a new circle fails here, naming its files.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

/// For each module of `cli/src` (a file's stem), the other modules whose `crate::` paths it
/// names.
fn imports() -> BTreeMap<String, Vec<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut sources = BTreeMap::new();
    for entry in fs::read_dir(&dir).expect("cli/src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_some_and(|e| e == "rs") {
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            sources.insert(stem, fs::read_to_string(&path).expect("a source file"));
        }
    }
    let mut graph = BTreeMap::new();
    for (module, text) in &sources {
        let mut named: Vec<String> = text
            .match_indices("crate::")
            .map(|(at, _)| {
                text[at + "crate::".len()..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect::<String>()
            })
            .filter(|name| name != module && sources.contains_key(name))
            .collect();
        named.sort();
        named.dedup();
        graph.insert(module.clone(), named);
    }
    graph
}

/// A circle of imports, as the modules along it, if there is one.
fn circle(graph: &BTreeMap<String, Vec<String>>) -> Option<Vec<String>> {
    // Depth first; a module met again while still on the path closes a circle.
    fn visit(
        module: &str,
        graph: &BTreeMap<String, Vec<String>>,
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|m| m == module) {
            let mut found = path[at..].to_vec();
            found.push(module.to_string());
            return Some(found);
        }
        if done.iter().any(|m| m == module) {
            return None;
        }
        path.push(module.to_string());
        for next in &graph[module] {
            if let Some(found) = visit(next, graph, path, done) {
                return Some(found);
            }
        }
        path.pop();
        done.push(module.to_string());
        None
    }
    let mut done = Vec::new();
    graph
        .keys()
        .find_map(|m| visit(m, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_modules_import_one_another_without_a_circle() {
    let graph = imports();
    assert!(graph.len() > 10, "too few modules read: {graph:?}");
    if let Some(found) = circle(&graph) {
        panic!("an import circle in cli/src: {}", found.join(" -> "));
    }
}

#[test]
fn the_options_and_the_output_know_no_command() {
    let graph = imports();
    assert_eq!(graph["options"], Vec::<String>::new(), "options.rs imports");
    assert_eq!(graph["output"], vec!["options"], "output.rs imports");
}

#[test]
fn a_circle_is_found_and_named() {
    // The finder itself, on a graph with a known circle and one without.
    let graph = |edges: &[(&str, &[&str])]| -> BTreeMap<String, Vec<String>> {
        edges
            .iter()
            .map(|(m, to)| (m.to_string(), to.iter().map(|t| t.to_string()).collect()))
            .collect()
    };
    let with = graph(&[("a", &["b"]), ("b", &["c"]), ("c", &["a"]), ("d", &["a"])]);
    assert_eq!(
        circle(&with),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    let without = graph(&[("a", &["b", "c"]), ("b", &["c"]), ("c", &[]), ("d", &["a"])]);
    assert_eq!(circle(&without), None);
}
