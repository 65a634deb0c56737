"""`passgen build`: the configuration (`config`), one configuration's build (`run`): load,
generate every output (`outputs`, rendered by `render` in one Jinja environment, a project's
own templates in a sandbox: `project_templates`), then write them all or none (`writer`,
through a `journal`, one build of a project at a time: `lock`), skipping unchanged work
(`cache`).

Imports: every room below it (`support`, `spec`, `checks`, `model`, `python`, `docs`, `cpp`,
`tablegen`).
"""
